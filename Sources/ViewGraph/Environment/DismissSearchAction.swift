/// Ends the search of the nearest `searchable` container above; read it as
/// `@Environment(\.dismissSearch)` and call it. `\.isSearching` becomes false and the search
/// text is cleared; with no search under way it does nothing (S142).
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// Button("Show First Match") { selection = matches.first; dismissSearch() }
/// ```
public struct DismissSearchAction: Sendable {
  let session: SearchSession?

  /// Ends the current search, if any.
  @MainActor @preconcurrency public func callAsFunction() { session?.dismiss() }
}
