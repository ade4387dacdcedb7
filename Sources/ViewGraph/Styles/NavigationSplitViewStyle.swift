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

extension View {
  /// Gives this view a split view style (recorded, not drawn).
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    self.style("navigationSplitViewStyle", style._styleName)
  }
}
