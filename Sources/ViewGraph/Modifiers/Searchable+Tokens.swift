// A search field with tokens: the field and the current tokens are mounted, so a test types
// into the field and reads the tokens it shows.

extension View {
  /// A search field bound to `text`, showing each of `tokens` with `token`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags) { tag in Text(tag.name) }
  /// ```
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(TextField<Text>, ForEach<C, C.Element.ID, T>)>>
  >
  where C.Element: Identifiable {
    searchField(text, prompt.map { Text($0) }, tokens, token)
  }

  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text?,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(TextField<Text>, ForEach<C, C.Element.ID, T>)>>
  >
  where C.Element: Identifiable {
    searchField(text, prompt, tokens, token)
  }

  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(TextField<Text>, ForEach<C, C.Element.ID, T>)>>
  >
  where C.Element: Identifiable {
    searchField(text, Text(prompt), tokens, token)
  }

  /// The same, with tokens the field suggests (recorded: suggestions are not mounted).
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(TextField<Text>, ForEach<C, C.Element.ID, T>)>>
  >
  where C.Element: Identifiable {
    searchField(text, prompt.map { Text($0) }, tokens, token)
  }

  nonisolated private func searchField<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ text: Binding<String>, _ prompt: Text?, _ tokens: Binding<C>, _ token: @escaping (C.Element) -> T
  ) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(TextField<Text>, ForEach<C, C.Element.ID, T>)>>
  >
  where C.Element: Identifiable {
    var field = TextField(prompt?.string ?? "Search", text: text)
    field.submitTrigger = .search
    return modifier(
      _AttachedContentModifier(
        attached: ViewBuilder.buildBlock(field, ForEach(tokens.wrappedValue, content: token)), slot: .search,
        searchText: text))
  }
}
