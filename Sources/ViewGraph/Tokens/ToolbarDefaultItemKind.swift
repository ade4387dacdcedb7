/// An item the system places in a toolbar by default, removed with `toolbar(removing:)`.
///
/// ```swift
/// content.toolbar(removing: .sidebarToggle)
/// ```
public struct ToolbarDefaultItemKind: Sendable, Hashable {
  let name: String

  /// The button that shows and hides a split view's sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The navigation title.
  public static let title = ToolbarDefaultItemKind(name: "title")
}
