/// A TextField style (recorded, not drawn).
public protocol TextFieldStyle: _RecordedStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _styleName: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _styleName: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Gives this view a text field style (recorded, not drawn).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("textFieldStyle", style._styleName)
  }
}
