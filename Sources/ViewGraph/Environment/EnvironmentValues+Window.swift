// What SwiftUI's environment says about the window a view is in. ViewGraph has no window,
// so each has the value of an iPhone app's only window, in the foreground: active, key,
// unfocused, not dimmed, and unable to open another.

private struct AppearsActiveKey: EnvironmentKey {
  static let defaultValue = true
}

private struct ControlActiveStateKey: EnvironmentKey {
  static let defaultValue = ControlActiveState.key
}

private struct IsLuminanceReducedKey: EnvironmentKey {
  static let defaultValue = false
}

private struct IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
  static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
  /// Whether the window is active: true unless a test sets it.
  ///
  /// ```swift
  /// @Environment(\.appearsActive) private var appearsActive
  /// ```
  public var appearsActive: Bool {
    get { self[AppearsActiveKey.self] }
    set { self[AppearsActiveKey.self] = newValue }
  }

  /// Whether the window's controls are active (macOS): `.key` unless a test sets another.
  public var controlActiveState: ControlActiveState {
    get { self[ControlActiveStateKey.self] }
    set { self[ControlActiveStateKey.self] = newValue }
  }

  /// Whether the display is dimmed, as an Always On watch face is: false unless set.
  public var isLuminanceReduced: Bool {
    get { self[IsLuminanceReducedKey.self] }
    set { self[IsLuminanceReducedKey.self] = newValue }
  }

  /// Whether the nearest focusable view above has focus: false, as no view takes focus
  /// headlessly (S69).
  public internal(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// Whether the app can open more windows: false, as on an iPhone (`openWindow` requests
  /// are recorded all the same, S141).
  public var supportsMultipleWindows: Bool { false }

  /// Where the tab view shows the bottom accessory this view is in: nil outside one.
  public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }
}
