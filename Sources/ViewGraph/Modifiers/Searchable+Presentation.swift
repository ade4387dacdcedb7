extension View {
  /// Adds a search field whose active state `isPresented` follows (S164): focusing the
  /// field (a tap, `focus()` in a test) sets it to true; setting it to true activates the
  /// field, and setting it to false dismisses the search.
  ///
  /// ```swift
  /// .searchable(text: $query, isPresented: $isSearching, prompt: "Find a book")
  /// ```
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    activeSearchField(text, isPresented, prompt.map { Text($0) })
  }

  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text?
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    activeSearchField(text, isPresented, prompt)
  }

  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    activeSearchField(text, isPresented, Text(prompt))
  }

  /// Scopes that narrow a search, mounted as a picker over `scope` titled "Search Scope",
  /// so a test can select one.
  ///
  /// ```swift
  /// .searchable(text: $query).searchScopes($scope) {
  ///   Text("All").tag(Scope.all)
  ///   Text("Unread").tag(Scope.unread)
  /// }
  /// ```
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> ModifiedContent<Self, _AttachedContentModifier<Picker<Text, V, S>>> {
    modifier(
      _AttachedContentModifier(
        attached: Picker("Search Scope", selection: scope, content: scopes), slot: .search))
  }

  /// Scopes that narrow a search, shown as `activation` says (not laid out).
  ///
  /// ```swift
  /// .searchScopes($scope, activation: .onSearchPresentation) { Text("All").tag(Scope.all) }
  /// ```
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> ModifiedContent<Self, _AttachedContentModifier<Picker<Text, V, S>>> {
    searchScopes(scope, scopes: scopes)
  }

  nonisolated private func activeSearchField(
    _ text: Binding<String>, _ isPresented: Binding<Bool>, _ prompt: Text?
  ) -> ModifiedContent<Self, _AttachedContentModifier<TextField<Text>>> {
    var field = TextField(prompt?.string ?? "Search", text: text)
    field.submitTrigger = .search
    // The search's state is the binding: the field's focus starts it, dismissSearch ends it.
    return modifier(
      _AttachedContentModifier(
        attached: field, slot: .search, searchText: text, searchIsPresented: isPresented))
  }
}

/// When a search's scopes show (recorded).
///
/// ```swift
/// .searchScopes($scope, activation: .onTextEntry) { … }
/// ```
public struct SearchScopeActivation: Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: SearchScopeActivation { .init(name: "automatic") }
  /// Once text is typed into the search field.
  public static var onTextEntry: SearchScopeActivation { .init(name: "onTextEntry") }
  /// As soon as the search is presented.
  public static var onSearchPresentation: SearchScopeActivation { .init(name: "onSearchPresentation") }
}

extension View {
  /// Suggestions for the search field above this view, mounted beside it so a test can
  /// find and tap them.
  ///
  /// ```swift
  /// List { … }.searchable(text: $query).searchSuggestions {
  ///   ForEach(recent) { Text($0).searchCompletion($0) }
  /// }
  /// ```
  nonisolated public func searchSuggestions<S: View>(
    @ViewBuilder _ suggestions: () -> S
  ) -> ModifiedContent<Self, _AttachedContentModifier<S>> {
    modifier(_AttachedContentModifier(attached: suggestions(), slot: .search))
  }

  /// Whether the search suggestions show (recorded).
  ///
  /// ```swift
  /// .searchSuggestions(.hidden, for: .menu)
  /// ```
  nonisolated public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("searchSuggestions", visibility)
  }
}

/// Where search suggestions show (recorded).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: SearchSuggestionsPlacement { .init(name: "automatic") }
  /// In a menu below the search field.
  public static var menu: SearchSuggestionsPlacement { .init(name: "menu") }
  /// In place of the searched content.
  public static var content: SearchSuggestionsPlacement { .init(name: "content") }

  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// In a menu below the search field.
    public static var menu: Set { Set(rawValue: 1) }
    /// In place of the searched content.
    public static var content: Set { Set(rawValue: 2) }
  }
}
