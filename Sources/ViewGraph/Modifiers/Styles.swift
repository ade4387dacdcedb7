// The style families SwiftUI screens pick from. ViewGraph draws nothing, so a style only
// type-checks and is recorded on the view (`listStyle(.insetGrouped)` keeps its name).

/// A style a view can be given; ViewGraph records its name.
public protocol _RecordedStyle: Sendable {
  /// The style's name, as recorded on the view.
  var _styleName: String { get }
}

/// A List style (recorded, not drawn).
public protocol ListStyle: _RecordedStyle {}

public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

public struct PlainListStyle: ListStyle {
  public init() {}
  public var _styleName: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _styleName: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

public struct InsetListStyle: ListStyle {
  public init() {}
  public var _styleName: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _styleName: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _styleName: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

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

public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _styleName: String { "palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

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

/// A Label style (recorded, not drawn).
public protocol LabelStyle: _RecordedStyle {}

public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "iconOnly" }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "titleOnly" }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public var _styleName: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A ProgressView style (recorded, not drawn).
public protocol ProgressViewStyle: _RecordedStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _styleName: String { "linear" }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _styleName: String { "circular" }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A NavigationSplitView style (recorded, not drawn).
public protocol NavigationSplitViewStyle: _RecordedStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public var _styleName: String { "balanced" }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public var _styleName: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

/// A TabView style (recorded, not drawn).
public protocol TabViewStyle: _RecordedStyle {}

public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

public struct PageTabViewStyle: TabViewStyle {
  public init() {}
  public var _styleName: String { "page" }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension View {
  /// Gives this view a list style (recorded, not drawn).
  public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("listStyle", style._styleName)
  }

  /// Gives this view a primitivebutton style (recorded, not drawn).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("buttonStyle", style._styleName)
  }

  /// Gives this view a textfield style (recorded, not drawn).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("textFieldStyle", style._styleName)
  }

  /// Gives this view a picker style (recorded, not drawn).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("pickerStyle", style._styleName)
  }

  /// Gives this view a toggle style (recorded, not drawn).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("toggleStyle", style._styleName)
  }

  /// Gives this view a label style (recorded, not drawn).
  public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("labelStyle", style._styleName)
  }

  /// Gives this view a progressview style (recorded, not drawn).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("progressViewStyle", style._styleName)
  }

  /// Gives this view a navigationsplitview style (recorded, not drawn).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("navigationSplitViewStyle", style._styleName)
  }

  /// Gives this view a tabview style (recorded, not drawn).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("tabViewStyle", style._styleName)
  }

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
