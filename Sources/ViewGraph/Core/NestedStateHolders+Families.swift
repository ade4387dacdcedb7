extension NestedStateHolders {
  /// Whether a field of type `type` holds wrappers the graph installs in its holder's node:
  /// a `ViewModifier` (held by `ModifiedContent`), an `App` (held by `AppRoot`) and custom
  /// `ToolbarContent` (held by the view that mounts it). A family whose value keeps state
  /// this way adds its protocol here. `isView` says that the type is a view, which no app
  /// and no toolbar content is (their `body` is a scene, toolbar content): those two are
  /// not asked about it.
  static func holdsState(_ type: Any.Type, isView: Bool) -> Bool {
    type is any ViewModifier.Type || !isView && (type is any App.Type || type is any ToolbarContent.Type)
  }
}
