/// A Picker style (recorded, not drawn).
public protocol PickerStyle: _RecordedStyle {}

public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// Radio buttons, one per option (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
  /// Gives this view a picker style (recorded, not drawn).
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("pickerStyle", style._styleName)
  }
}
