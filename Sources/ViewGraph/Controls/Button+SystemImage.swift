// Buttons labelled with a title and an SF Symbol, as `Label(_:systemImage:)` shows them.

extension Button where Label == ViewGraph.Label<Text, Image> {
  /// A button whose label is a title with a symbol; a test finds it by the title.
  ///
  /// ```swift
  /// Button("Add", systemImage: "plus") { add() }
  /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
  /// ```
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, systemImage: systemImage, role: nil, action: action)
  }

  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, systemImage: systemImage, role: nil, action: action)
  }

  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    let title = Text(titleKey)
    self.init(
      label: ViewGraph.Label {
        title
      } icon: {
        Image(systemName: systemImage)
      }, title: title.string,
      action: action, role: role, resolvesStyle: true)
  }

  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    let text = Text(title)
    self.init(
      label: ViewGraph.Label {
        text
      } icon: {
        Image(systemName: systemImage)
      }, title: text.string,
      action: action, role: role, resolvesStyle: true)
  }
}
