/// A search field beside the modified view, and the search state the views inside it
/// read: `\.isSearching` while the field is active, `\.dismissSearch` to end the search
/// (S164, S168).
///
/// The field is mounted as a `TextField` titled by the prompt, its keyboard focus being
/// the search's active state: the `isPresented` binding when one is given, else state of
/// the modifier's own.
public struct _SearchableModifier<Suggestions: View>: ViewModifier {
  let text: Binding<String>
  let prompt: String
  let isPresented: Binding<Bool>?
  let suggestions: Suggestions
  @State private var isActive = false

  init(text: Binding<String>, prompt: String, isPresented: Binding<Bool>?, suggestions: Suggestions) {
    self.text = text
    self.prompt = prompt
    self.isPresented = isPresented
    self.suggestions = suggestions
  }

  public func body(content: Content) -> some View {
    let active = isPresented ?? $isActive
    let text = text
    var field = TextField(prompt, text: text)
    field.submitTrigger = .search
    let focus = FocusState<Bool>.Binding(base: active, resetValue: false)
    return
      content
      .environment(\.isSearching, active.wrappedValue)
      .environment(
        \.dismissSearch,
        DismissSearchAction {
          // Ends a search in progress only, as SwiftUI's does.
          guard active.wrappedValue else { return }
          active.wrappedValue = false
          text.wrappedValue = ""
        }
      )
      .modifier(
        _AttachedContentModifier(attached: TupleView((field.focused(focus), suggestions)), slot: .search))
  }
}

/// Ends the search the view reading it is inside: `\.isSearching` becomes false, the
/// search text is cleared and the field loses focus. It does nothing while no search is
/// in progress.
///
/// ```swift
/// struct Results: View {
///   @Environment(\.dismissSearch) private var dismissSearch
///   var body: some View { Button("Done") { dismissSearch() } }
/// }
/// ```
public struct DismissSearchAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

  /// Ends the search in progress, if any.
  @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

extension EnvironmentValues {
  /// Whether a search field of a `searchable` modifier around this view is active: true
  /// from the field's focus until the search is dismissed.
  ///
  /// ```swift
  /// @Environment(\.isSearching) private var isSearching
  /// ```
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the `searchable` modifier around this view.
  ///
  /// ```swift
  /// @Environment(\.dismissSearch) private var dismissSearch
  /// ```
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
