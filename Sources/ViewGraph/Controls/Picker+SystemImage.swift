// Pickers labelled with a title and an SF Symbol, as `Label(_:systemImage:)` shows them.
extension Picker where Label == ViewGraph.Label<Text, Image> {
  /// A picker titled by a localized key, with a system image beside its title.
  ///
  /// ```swift
  /// Picker("Sort", systemImage: "arrow.up.arrow.down", selection: $order) {
  ///   Text("Name").tag(Order.name)
  /// }
  /// ```
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content
  ) {
    let text = Text(titleKey)
    self.init(text, systemImage: systemImage, selection: selection, content: content())
  }

  /// A picker titled by a string, shown as it is, with a system image beside its title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content
  ) {
    self.init(Text(title), systemImage: systemImage, selection: selection, content: content())
  }

  private init(_ text: Text, systemImage: String, selection: Binding<SelectionValue>, content: Content) {
    label = ViewGraph.Label {
      text
    } icon: {
      Image(systemName: systemImage)
    }
    title = text.string
    self.selection = selection
    self.content = content
  }
}
