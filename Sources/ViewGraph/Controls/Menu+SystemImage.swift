// Menus labelled with a title and an SF Symbol, as `Label(_:systemImage:)` shows them.

extension Menu where Label == ViewGraph.Label<Text, Image> {
  /// A menu whose label is a title with a symbol; a test finds it by the title.
  ///
  /// ```swift
  /// Menu("More", systemImage: "ellipsis.circle") { Button("Share") { share() } }
  /// ```
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ContentBuilder content: () -> Content
  ) {
    let text = Text(titleKey)
    label = ViewGraph.Label {
      text
    } icon: {
      Image(systemName: systemImage)
    }
    title = text.string
    self.content = content()
  }

  /// A menu with a title and a symbol whose button runs `primaryAction` when tapped.
  ///
  /// ```swift
  /// Menu("Add", systemImage: "plus") { Button("Duplicate") { duplicate() } } primaryAction: { add() }
  /// ```
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ContentBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(titleKey, systemImage: systemImage, content: content)
    self.primaryAction = primaryAction
  }
}
