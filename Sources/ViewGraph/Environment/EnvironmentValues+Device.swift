// What SwiftUI's environment says about the device and the scene. ViewGraph has neither,
// so each has the value of an iPhone app in the foreground, in portrait, at the default
// text size — and a test sets another with `.environment(\.horizontalSizeClass, .regular)`.

/// Whether a scene is in the foreground.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

/// How much room a dimension has.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// Whether the scene is active; `.active` unless a test sets it.
  ///
  /// ```swift
  /// @Environment(\.scenePhase) private var scenePhase
  /// ```
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// `.compact`, as on an iPhone in portrait, unless a test sets it.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// `.regular`, as on an iPhone in portrait, unless a test sets it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// `.large`, the default text size, unless a test sets it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}
