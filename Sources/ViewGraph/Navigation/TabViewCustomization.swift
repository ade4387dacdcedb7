/// The tabs a person moved, hid or reordered in a `.sidebarAdaptable` tab view; an app
/// keeps it in `@AppStorage` or `@SceneStorage`. ViewGraph mounts every tab whatever it
/// holds.
///
/// ```swift
/// @AppStorage("tabs") private var customization = TabViewCustomization()
/// TabView { … }.tabViewStyle(.sidebarAdaptable).tabViewCustomization($customization)
/// ```
public struct TabViewCustomization: Equatable, Codable, Sendable {
  /// No customization: every tab where the app declares it.
  public init() {}

  /// Clears the tabs' visibility changes.
  public mutating func resetVisibility() {}

  /// Clears the sections' tab order.
  public mutating func resetTabOrder() {}
}

extension View {
  /// The customization this tab view reads and writes (recorded).
  ///
  /// ```swift
  /// TabView { … }.tabViewCustomization($customization)
  /// ```
  nonisolated public func tabViewCustomization(
    _ customization: Binding<TabViewCustomization>?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("tabViewCustomization")
  }

  /// The id that keeps this tab's or section's customization across launches (recorded).
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray", value: .inbox) { Inbox() }.customizationID("inbox")
  /// ```
  nonisolated public func customizationID(_ id: String) -> ModifiedContent<Self, _StyleModifier> {
    style("customizationID", id)
  }
}

extension View {
  /// Whether this tab shows by default where people can customize the tabs (recorded): a
  /// hidden tab is still mounted, as people can show it.
  ///
  /// ```swift
  /// Tab("Alerts", systemImage: "bell", value: .alerts) { Alerts() }.defaultVisibility(.hidden, for: .sidebar)
  /// ```
  nonisolated public func defaultVisibility(
    _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("defaultVisibility", visibility, placements.map(\.name))
  }

  /// Whether people can reorder or hide this tab (recorded).
  ///
  /// ```swift
  /// Tab("Home", systemImage: "house", value: .home) { Home() }.customizationBehavior(.disabled, for: .sidebar, .tabBar)
  /// ```
  nonisolated public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("customizationBehavior", behavior.name, placements.map(\.name))
  }

  /// Where a `.sidebarAdaptable` tab view first shows its tabs (recorded).
  ///
  /// ```swift
  /// TabView { … }.tabViewStyle(.sidebarAdaptable).defaultAdaptableTabBarPlacement(.sidebar)
  /// ```
  nonisolated public func defaultAdaptableTabBarPlacement(
    _ defaultPlacement: AdaptableTabBarPlacement = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("defaultAdaptableTabBarPlacement", defaultPlacement.name)
  }

  /// Actions shown beside a tab section's header in the sidebar, mounted with the section
  /// so their buttons can be tapped.
  ///
  /// ```swift
  /// TabSection("Collections") { … }.sectionActions { Button("New Collection") { adding = true } }
  /// ```
  nonisolated public func sectionActions<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .tabViewSidebar))
  }
}

/// Where a `.sidebarAdaptable` tab view shows tabs: its tab bar or its sidebar.
///
/// ```swift
/// Tab(…).defaultVisibility(.hidden, for: .tabBar)
/// ```
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String

  /// The platform's default.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// The tab bar.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// The sidebar.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Whether people can customize a tab (recorded).
///
/// ```swift
/// Tab(…).customizationBehavior(.reorderable, for: .sidebar)
/// ```
public struct TabCustomizationBehavior: Equatable, Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: TabCustomizationBehavior { .init(name: "automatic") }
  /// People can reorder the tab, not hide it.
  public static var reorderable: TabCustomizationBehavior { .init(name: "reorderable") }
  /// People can neither reorder nor hide the tab.
  public static var disabled: TabCustomizationBehavior { .init(name: "disabled") }
}
