/// A PrimitiveButton style (recorded, not drawn).
public protocol PrimitiveButtonStyle: _RecordedStyle {}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _styleName: String { "plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _styleName: String { "bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _styleName: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _styleName: String { "borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
  /// Gives this view a button style (recorded, not drawn).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("buttonStyle", style._styleName)
  }
}

extension View {
  /// Gives buttons a style (recorded, not drawn).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("buttonStyle", style._styleName)
  }
}

/// A custom button style (recorded, not drawn).
public protocol ButtonStyle: _RecordedStyle {}

extension ButtonStyle {
  public var _styleName: String { String(describing: Self.self) }
}
