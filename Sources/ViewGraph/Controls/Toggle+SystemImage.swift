extension Toggle where Label == ViewGraph.Label<Text, Image> {
  /// A toggle whose label is a title with a symbol; a test finds it by the title.
  ///
  /// ```swift
  /// Toggle("Favorite", systemImage: "star", isOn: $isFavorite).toggleStyle(.button)
  /// ```
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    let title = Text(titleKey)
    self.init(
      label: ViewGraph.Label {
        title
      } icon: {
        Image(systemName: systemImage)
      }, title: title.string, isOn: isOn,
      resolvesStyle: true)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    let text = Text(title)
    self.init(
      label: ViewGraph.Label {
        text
      } icon: {
        Image(systemName: systemImage)
      }, title: text.string, isOn: isOn,
      resolvesStyle: true)
  }
}
