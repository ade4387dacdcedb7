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
  /// Gives this view a tab view style (recorded, not drawn).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("tabViewStyle", style._styleName)
  }
}
