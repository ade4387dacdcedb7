/// A TabView style (recorded, not drawn).
public protocol TabViewStyle: _RecordedStyle {}

public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// Tabs as pages swiped through, with a page index (recorded).
///
/// ```swift
/// TabView { … }.tabViewStyle(.page(indexDisplayMode: .never))
/// ```
public struct PageTabViewStyle: TabViewStyle {
  let indexDisplayMode: IndexDisplayMode

  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
  public var _styleName: String { "page(\(indexDisplayMode.name))" }

  /// When the page index shows.
  public struct IndexDisplayMode: Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always, even with a single page.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }
}

extension TabViewStyle where Self == PageTabViewStyle {
  @MainActor @preconcurrency public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages whose index shows as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// watchOS's carousel of tabs (recorded; every tab is mounted, as with the other styles).
///
/// ```swift
/// TabView { … }.tabViewStyle(.carousel)
/// ```
public struct CarouselTabViewStyle: TabViewStyle {
  public init() {}
  public var _styleName: String { "carousel" }
}

extension TabViewStyle where Self == CarouselTabViewStyle {
  /// A style that implements the carousel interaction and appearance (watchOS).
  @MainActor @preconcurrency public static var carousel: CarouselTabViewStyle { CarouselTabViewStyle() }
}

/// A tab bar that becomes a sidebar where there is room (recorded); every tab, in sections
/// or not, is mounted either way.
///
/// ```swift
/// TabView { … }.tabViewStyle(.sidebarAdaptable)
/// ```
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
  public var _styleName: String { "sidebarAdaptable" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar where there is room.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

/// A tab bar that never becomes a sidebar (recorded).
///
/// ```swift
/// TabView { … }.tabViewStyle(.tabBarOnly)
/// ```
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  public init() {}
  public var _styleName: String { "tabBarOnly" }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar that never becomes a sidebar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
  /// Gives this view a tab view style (recorded, not drawn).
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("tabViewStyle", style._styleName)
  }
}

/// How a page index looks (recorded, not drawn).
public protocol IndexViewStyle: _RecordedStyle {}

/// Page dots, with a background shown as `backgroundDisplayMode` says (recorded).
///
/// ```swift
/// TabView { … }.indexViewStyle(.page(backgroundDisplayMode: .always))
/// ```
public struct PageIndexViewStyle: IndexViewStyle {
  let backgroundDisplayMode: BackgroundDisplayMode

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
  public var _styleName: String { "page(\(backgroundDisplayMode.name))" }

  /// When the dots' background shows.
  public struct BackgroundDisplayMode: Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// While the dots are being interacted with.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Page dots with a background shown as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Gives this view's page index a style (recorded, not drawn).
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("indexViewStyle", style._styleName)
  }
}
