/// Which leading columns of a `NavigationSplitView` are visible.
///
/// ViewGraph mounts every column whatever the visibility (S98): a hidden sidebar keeps its
/// state in SwiftUI too, and a test drives its links the same way.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  let name: String

  /// The leading columns hidden; only the detail shows.
  public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
  /// The content and detail columns show; the sidebar is hidden.
  public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
  /// Every column shows.
  public static var all: NavigationSplitViewVisibility { .init(name: "all") }
  /// The platform's default for the split view's style.
  public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
}

/// A column of a `NavigationSplitView`: which one shows on top when it collapses to one
/// column.
///
/// ```swift
/// @State private var column = NavigationSplitViewColumn.detail
/// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String

  /// The leading column.
  public static var sidebar: NavigationSplitViewColumn { .init(name: "sidebar") }
  /// The middle column of a three-column split view.
  public static var content: NavigationSplitViewColumn { .init(name: "content") }
  /// The detail column.
  public static var detail: NavigationSplitViewColumn { .init(name: "detail") }
}
