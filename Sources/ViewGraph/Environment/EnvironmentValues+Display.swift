// What SwiftUI's environment says about the display and the text around a view, with an
// iPhone's values in a left-to-right language unless a test sets another.

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 3
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// Pixels per point: 3, as on a current iPhone, unless a test sets it.
  ///
  /// ```swift
  /// @Environment(\.displayScale) private var displayScale
  /// ```
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The width of one pixel in points: `1 / displayScale`, as SwiftUI derives it.
  ///
  /// ```swift
  /// Rectangle().frame(height: pixelLength)
  /// ```
  public var pixelLength: CGFloat { 1 / displayScale }

  /// The default font of text below: nil (the system's body font) unless set with
  /// `.environment(\.font, …)`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// `.leftToRight` unless a test sets it.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
