extension View {
  /// Adds a search field bound to `text`; it is mounted as a `TextField` titled by the
  /// prompt ("Search" by default), so a test can type into it.
  ///
  /// ```swift
  /// .searchable(text: $query, prompt: "Find a book")
  /// ```
  public func searchable(
    text: Binding<String>, prompt: LocalizedStringKey? = nil
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    modifier(
      _AttachedContentModifier(
        attached: TextField(prompt ?? "Search", text: text), slot: .search))
  }
}
