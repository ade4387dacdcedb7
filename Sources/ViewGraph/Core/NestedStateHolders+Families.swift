extension NestedStateHolders {
  /// Whether a field of type `type` holds wrappers the graph installs in its holder's node:
  /// a `ViewModifier` (held by `ModifiedContent`), an `App` (held by `AppRoot`) and custom
  /// `ToolbarContent` (held by the view that mounts it). A family whose value keeps state
  /// this way adds its protocol here.
  static func holdsState(_ type: Any.Type) -> Bool {
    type is any ViewModifier.Type || type is any App.Type || type is any ToolbarContent.Type
  }
}
