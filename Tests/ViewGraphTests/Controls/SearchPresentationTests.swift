import Testing
@_spi(Inspection) import ViewGraph

private enum Scope: Hashable { case all, unread }

/// What the searched content reads of the search.
private struct SearchState: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View {
    Text(isSearching ? "content sees a search" : "content sees none")
    Button("Dismiss search") { dismissSearch() }
  }
}

private struct Inbox: View {
  @State var query = ""
  @State var isSearching = false
  @State var scope = Scope.all
  var body: some View {
    NavigationStack {
      List {
        Text(isSearching ? "searching" : "browsing")
        Button("Cancel search") { isSearching = false }
        Button("Find") { isSearching = true }
        SearchState()
      }
      .searchable(text: $query, isPresented: $isSearching, prompt: "Find mail")
      .searchScopes($scope) {
        Text("All").tag(Scope.all)
        Text("Unread").tag(Scope.unread)
      }
    }
  }
}

private struct Contacts: View {
  @State var query = ""
  @FocusState var isSearchFocused: Bool
  var body: some View {
    List {
      Text(isSearchFocused ? "typing" : "idle")
      Button("Search contacts") { isSearchFocused = true }
    }
    .searchable(text: $query, prompt: "Find contact")
    .searchFocused($isSearchFocused)
  }
}

@MainActor
@Suite("S164: a search's isPresented binding follows the search field's active state")
struct SearchPresentationTests {
  @Test("S164: focusing the field presents the search; setting the binding activates or dismisses it")
  func followsTheField() {
    let host = mount(Inbox())
    #expect(host.shows("browsing"))
    #expect(host.isFocused("Find mail") == false)
    host.drive("Find mail", \.focus)
    #expect(host.view(Inbox.self)?.isSearching == true)
    #expect(host.shows("searching"))
    host.tap("Cancel search")
    #expect(host.isFocused("Find mail") == false)
    host.tap("Find")
    #expect(host.isFocused("Find mail") == true)
    #expect(host.shows("content sees a search"))
    host.setInput("Find mail", "invoice")
    #expect(host.view(Inbox.self)?.query == "invoice")
    // dismissSearch ends it through the binding, and clears the text.
    host.tap("Dismiss search")
    #expect(host.view(Inbox.self)?.isSearching == false)
    #expect(host.view(Inbox.self)?.query == "")
    #expect(host.shows("content sees none"))
  }

  @Test("S164: the search scopes are a picker over the scope binding")
  func scopesSelect() {
    let host = mount(Inbox())
    let picker = host.control("Search Scope")
    #expect(picker != nil)
    host.perform { picker?.selection?.wrappedValue = AnyHashable(Scope.unread) }
    host.update()
    #expect(host.view(Inbox.self)?.scope == .unread)
  }

  @Test("S164: searchFocused binds the search field's focus: focusing sets it, setting it focuses")
  func searchFocusedBinds() {
    let host = mount(Contacts())
    #expect(host.isFocused("Find contact") == false)
    host.drive("Find contact", \.focus)
    #expect(host.shows("typing"))
    host.perform { host.view(Contacts.self)?.isSearchFocused = false }
    host.update()
    #expect(host.isFocused("Find contact") == false)
    host.tap("Search contacts")
    #expect(host.isFocused("Find contact") == true)
  }
}
