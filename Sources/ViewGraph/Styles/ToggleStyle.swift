/// A Toggle style (recorded, not drawn).
public protocol ToggleStyle: _RecordedStyle {}

public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  public var _styleName: String { "switch" }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public var _styleName: String { "button" }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  /// Gives this view a toggle style (recorded, not drawn).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("toggleStyle", style._styleName)
  }
}
