/// Where a search field sits (type-checks; not laid out).
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  /// Whether the navigation bar drawer's search field always shows.
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
    case automatic, always
  }
}

extension View {
  /// Adds a search field bound to `text`; it is mounted as a `TextField` titled by the
  /// prompt ("Search" by default), so a test can type into it.
  ///
  /// ```swift
  /// .searchable(text: $query, prompt: "Find a book")
  /// ```
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    searchField(text, prompt.map { Text($0) })
  }

  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    searchField(text, prompt)
  }

  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    searchField(text, Text(prompt))
  }

  /// A search field whose suggestions are mounted after it, so a test can find and tap them.
  ///
  /// ```swift
  /// .searchable(text: $query) {
  ///   ForEach(matches) { Text($0.name).searchCompletion($0.name) }
  /// }
  /// ```
  nonisolated public func searchable<Suggestions: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder suggestions: () -> Suggestions
  ) -> ModifiedContent<Self, _AttachedContentModifier<TupleView<(TextField<Text>, Suggestions)>>> {
    searchField(text, prompt.map { Text($0) }, suggestions())
  }

  nonisolated public func searchable<Suggestions: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?,
    @ViewBuilder suggestions: () -> Suggestions
  ) -> ModifiedContent<Self, _AttachedContentModifier<TupleView<(TextField<Text>, Suggestions)>>> {
    searchField(text, prompt, suggestions())
  }

  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol, Suggestions: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> Suggestions
  ) -> ModifiedContent<Self, _AttachedContentModifier<TupleView<(TextField<Text>, Suggestions)>>> {
    searchField(text, Text(prompt), suggestions())
  }

  /// The text a suggestion puts in the search field when chosen (recorded).
  nonisolated public func searchCompletion(_ completion: String) -> ModifiedContent<Self, _StyleModifier> {
    style("searchCompletion", completion)
  }

  nonisolated private func searchField(
    _ text: Binding<String>, _ prompt: Text?
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    var field = TextField(prompt?.string ?? "Search", text: text)
    field.submitTrigger = .search
    return modifier(_AttachedContentModifier(attached: field, slot: .search, searchText: text))
  }

  nonisolated private func searchField<Suggestions: View>(
    _ text: Binding<String>, _ prompt: Text?, _ suggestions: Suggestions
  ) -> ModifiedContent<Self, _AttachedContentModifier<TupleView<(TextField<Text>, Suggestions)>>> {
    var field = TextField(prompt?.string ?? "Search", text: text)
    field.submitTrigger = .search
    return modifier(
      _AttachedContentModifier(
        attached: ViewBuilder.buildBlock(field, suggestions), slot: .search, searchText: text))
  }
}
