import Testing
@_spi(Inspection) import ViewGraph

/// Results that show while searching, with a button that ends the search.
private struct Results: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View {
    VStack {
      Text(isSearching ? "results" : "recent")
      Button("Done") { dismissSearch() }
    }
  }
}

private struct Catalog: View {
  @State var query = ""
  var body: some View {
    NavigationStack {
      Results().searchable(text: $query, prompt: "Find a book")
    }
  }
}

@MainActor
@Suite("S168: isSearching and dismissSearch follow the search field")
struct SearchEnvironmentTests {
  @Test("S168: isSearching is true while the field is active; dismissSearch ends it and clears the text")
  func isSearchingFollowsTheField() {
    let host = mount(Catalog())
    #expect(host.shows("recent"))
    // Dismissing while no search is in progress does nothing.
    host.perform { host.view(Catalog.self)?.query = "kept" }
    host.tap("Done")
    #expect(host.view(Catalog.self)?.query == "kept")
    host.drive("Find a book", \.focus)
    #expect(host.shows("results"))
    host.setInput("Find a book", "dune")
    #expect(host.view(Catalog.self)?.query == "dune")
    host.tap("Done")
    #expect(host.shows("recent"))
    #expect(host.view(Catalog.self)?.query == "")
    #expect(host.isFocused("Find a book") == false)
  }
}
