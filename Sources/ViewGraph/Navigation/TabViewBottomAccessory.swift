extension View {
  /// A view shown above the tab bar (iOS 26), such as a mini player.
  ///
  /// ViewGraph mounts it beside the tab view, so its state works and its buttons can be
  /// tapped (S162).
  ///
  /// ```swift
  /// TabView { … }.tabViewBottomAccessory { NowPlayingBar() }
  /// ```
  nonisolated public func tabViewBottomAccessory<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .bottomAccessory))
  }

  /// A view above the tabs of a `.sidebarAdaptable` tab view's sidebar, mounted with the
  /// tab view so its buttons can be tapped.
  ///
  /// ```swift
  /// TabView { … }.tabViewStyle(.sidebarAdaptable).tabViewSidebarHeader { AccountHeader() }
  /// ```
  nonisolated public func tabViewSidebarHeader<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .tabViewSidebar))
  }

  /// A view below the tabs of a tab view's sidebar, mounted with the tab view.
  ///
  /// ```swift
  /// TabView { … }.tabViewSidebarFooter { StorageUsage() }
  /// ```
  nonisolated public func tabViewSidebarFooter<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .tabViewSidebar))
  }

  /// A bar at the bottom of a tab view's sidebar, mounted with the tab view.
  ///
  /// ```swift
  /// TabView { … }.tabViewSidebarBottomBar { Button("Settings") { showsSettings = true } }
  /// ```
  nonisolated public func tabViewSidebarBottomBar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _AttachedContentModifier<Content>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .tabViewSidebar))
  }

  /// When the tab bar shrinks as content scrolls (recorded).
  ///
  /// ```swift
  /// TabView { … }.tabBarMinimizeBehavior(.onScrollDown)
  /// ```
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("tabBarMinimizeBehavior", behavior.name)
  }
}

/// When a tab bar shrinks (recorded).
///
/// ```swift
/// TabView { … }.tabBarMinimizeBehavior(.onScrollDown)
/// ```
public struct TabBarMinimizeBehavior: Sendable, Hashable {
  let name: String

  /// The platform's default.
  public static var automatic: TabBarMinimizeBehavior { .init(name: "automatic") }
  /// Shrinks when content scrolls down.
  public static var onScrollDown: TabBarMinimizeBehavior { .init(name: "onScrollDown") }
  /// Shrinks when content scrolls up.
  public static var onScrollUp: TabBarMinimizeBehavior { .init(name: "onScrollUp") }
  /// Never shrinks.
  public static var never: TabBarMinimizeBehavior { .init(name: "never") }
}
