/// How a navigation title is shown in the toolbar (recorded).
///
/// ```swift
/// List { … }.navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge)
/// ```
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
  let name: String
  public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "automatic") }
  public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "large") }
  public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inlineLarge") }
  public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inline") }
}

extension View {
  /// How the navigation title above this view is shown (recorded).
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("toolbarTitleDisplayMode", mode.name)
  }
}
