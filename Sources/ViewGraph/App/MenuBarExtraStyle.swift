/// How a menu bar extra shows its content: as a menu or a window (macOS; recorded).
///
/// ```swift
/// MenuBarExtra("Status", systemImage: "bolt") { StatusView() }.menuBarExtraStyle(.window)
/// ```
public protocol MenuBarExtraStyle: Sendable {}

/// The system's style for the menu bar extra.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
}

/// A pull-down menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
}

/// A window below the menu bar.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
  /// The style of this menu bar extra (recorded).
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> _ModifiedScene<Self> { recorded() }
}
