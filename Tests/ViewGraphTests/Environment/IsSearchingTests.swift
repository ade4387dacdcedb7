import Testing
@_spi(Inspection) import ViewGraph

/// Shows whether a search is under way, and ends it.
private struct Results: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    VStack {
      Text(isSearching ? "searching" : "browsing")
      Button("Done") { dismissSearch() }
    }
  }
}

private struct SearchableLibrary: View {
  @State var query = ""
  var body: some View {
    NavigationStack {
      VStack {
        Results()
        Button("Prefill") { query = "dune" }
      }
      .searchable(text: $query, prompt: "Find")
    }
    Results()
  }
}

@MainActor
extension ViewHost {
  /// What each `Results` shows: whether a search is under way there.
  fileprivate var states: [String] { texts.filter { $0 == "searching" || $0 == "browsing" } }
}

@MainActor
@Suite("S142: isSearching and dismissSearch")
struct IsSearchingTests {
  @Test("S142: isSearching is false until the search field takes focus, then true below the container only")
  func focusStartsTheSearch() {
    let host = mount(SearchableLibrary())
    #expect(host.states == ["browsing", "browsing"])
    host.drive("Find", \.focus)
    #expect(host.states == ["searching", "browsing"])
    #expect(host.isFocused("Find") == true)
  }

  @Test("S142: typing into the search field starts the search; setting the text from code does not")
  func typingStartsTheSearch() {
    let host = mount(SearchableLibrary())
    host.tap("Prefill")
    #expect(host.view(SearchableLibrary.self)?.query == "dune")
    #expect(host.states == ["browsing", "browsing"])
    host.setInput("Find", "emma")
    #expect(host.view(SearchableLibrary.self)?.query == "emma")
    #expect(host.states == ["searching", "browsing"])
  }

  @Test("S142: dismissSearch ends the search, clears its text and the field's focus")
  func dismissSearchEndsIt() {
    let host = mount(SearchableLibrary())
    host.setInput("Find", "emma")
    let done = host.root.descendants.filter { $0.controlTitle == "Done" }
    host.perform { done[0].control?.tap?.action?() }
    host.update()
    #expect(host.states == ["browsing", "browsing"])
    #expect(host.view(SearchableLibrary.self)?.query == "")
    #expect(host.isFocused("Find") == false)
  }

  @Test("S142: dismissSearch does nothing when no search is under way, or outside a searchable container")
  func dismissSearchWithoutSearch() {
    let host = mount(SearchableLibrary())
    host.tap("Prefill")
    let done = host.root.descendants.filter { $0.controlTitle == "Done" }
    host.perform {
      done[0].control?.tap?.action?()
      done[1].control?.tap?.action?()
    }
    host.update()
    #expect(host.view(SearchableLibrary.self)?.query == "dune")
    #expect(host.states == ["browsing", "browsing"])
  }
}
