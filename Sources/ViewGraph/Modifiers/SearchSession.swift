// Whether a `searchable` container's search is under way: what SwiftUI reports below it as
// `\.isSearching` and ends with `\.dismissSearch` (S142). A user starts a search by giving the
// search field focus or typing into it; nothing else does (setting the bound text from code
// does not).

/// The search of one `searchable` container, kept on the container's modifier node.
@MainActor
final class SearchSession {
  private var active = false
  /// The search field's text, as the container's last evaluation bound it.
  var text: Binding<String>?
  /// The `isPresented` binding of `searchable(text:isPresented:)`: when there is one, it is
  /// the session's state, so the app and the field agree on it (S164).
  var isPresented: Binding<Bool>?

  /// Whether the search is under way.
  var isActive: Bool { isPresented?.wrappedValue ?? active }
  /// The container's node: it shows the views below the new state when the search starts
  /// or ends. Weak, as the node keeps the session.
  private weak var node: Node?

  private init(node: Node) { self.node = node }

  /// The session of the container `node`, made on its first evaluation.
  static func of(_ node: Node) -> SearchSession {
    if let session = node.modifierState as? SearchSession { return session }
    let session = SearchSession(node: node)
    node.modifierState = session
    return session
  }

  /// The field took focus or was typed into.
  func activate() {
    guard !isActive else { return }
    setActive(true)
  }

  /// `dismissSearch()`: the search ends and its text is cleared, as in SwiftUI; nothing
  /// happens when no search is under way.
  func dismiss() {
    guard isActive else { return }
    setActive(false)
    text?.wrappedValue = ""
  }

  private func setActive(_ value: Bool) {
    if let isPresented {
      // The binding's owner re-renders the readers; the scopes read it too.
      isPresented.wrappedValue = value
    } else {
      active = value
    }
    invalidate()
  }

  private func invalidate() {
    guard let node else { return }
    node.host.markDirty(node)
  }
}

/// The content of a `searchable` container, or its search field, with the environment the
/// search gives it: `\.isSearching` and `\.dismissSearch`, and for the field, the session its
/// focus and typing start.
struct SearchScope<Content: View>: View {
  let content: Content
  let session: SearchSession
  /// The session's state when the container last evaluated: a change makes a new value, so
  /// the views below that read `\.isSearching` are updated.
  let isActive: Bool
  let isField: Bool
  var body: Never { primitiveBody(Self.self) }
}

extension SearchScope: PrimitiveView {
  // Reads an `isPresented` binding while visiting, so setting it from the app updates the
  // views below (S164).
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    _ = session.isPresented?.wrappedValue
    visitor.visit(content, key: .content)
  }
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.isSearching = session.isPresented?.wrappedValue ?? isActive
    environment.dismissSearch = DismissSearchAction(session: session)
    guard isField else { return }
    let session = session
    environment.searchSession = session
    environment.focusTarget = _FocusTarget(focus: { session.activate() }, isFocused: { session.isActive })
  }
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction(session: nil)
}

private struct SearchSessionKey: EnvironmentKey {
  static let defaultValue: SearchSession? = nil
}

extension EnvironmentValues {
  /// Whether the user is searching in the nearest `searchable` container above: false until
  /// its field takes focus or is typed into, and again after `dismissSearch()` (S142).
  ///
  /// ```swift
  /// @Environment(\.isSearching) private var isSearching
  /// var body: some View { if isSearching { SearchResults() } else { Browse() } }
  /// ```
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the nearest `searchable` container above (S142).
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// For a search field: the search its focus and typing start.
  var searchSession: SearchSession? {
    get { self[SearchSessionKey.self] }
    set { self[SearchSessionKey.self] = newValue }
  }
}
