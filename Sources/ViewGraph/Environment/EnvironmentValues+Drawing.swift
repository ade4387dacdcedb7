// How views below are drawn: recorded values a view can read. `.backgroundStyle(_:)`,
// `.imageScale(_:)` and `.symbolRenderingMode(_:)` write theirs (S140).

private struct BackgroundMaterialKey: EnvironmentKey {
  static let defaultValue: Material? = nil
}

private struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
  /// The material views below are drawn on: nil (none) unless set.
  ///
  /// ```swift
  /// @Environment(\.backgroundMaterial) private var backgroundMaterial
  /// ```
  public var backgroundMaterial: Material? {
    get { self[BackgroundMaterialKey.self] }
    set { self[BackgroundMaterialKey.self] = newValue }
  }

  /// The style `.background()` fills with below: nil unless `.backgroundStyle(_:)` sets one.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  /// The scale of symbol images below: `.medium` unless `.imageScale(_:)` sets another.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// How symbol images below colour their layers: nil (the symbol's own) unless set.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// The size of the controls below: `.regular` unless `.controlSize(_:)` sets another (S140).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}
