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

extension View {
  /// Gives this view a list style (recorded, not drawn).
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("listStyle", style._styleName)
  }
}
