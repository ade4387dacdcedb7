import Testing
@_spi(Inspection) import ViewGraph

private struct Row: View {
  @State var stars = 0
  var body: some View {
    Button("Star \(stars)") { stars += 1 }
  }
}

private struct Sidebar: View {
  @State var showsFavorites = true
  var body: some View {
    List {
      Section("Favorites", isExpanded: $showsFavorites) { Row() }
      Section {
        Text("always")
      } header: {
        Text("Other")
      }
    }
    .listStyle(.sidebar)
  }
}

@MainActor
@Suite("S163: a collapsible section mounts its content while expanded")
struct CollapsibleSectionTests {
  @Test(
    "S163: collapsing unmounts the content, the header stays and toggles it; a new expansion starts fresh")
  func collapsesAndExpands() {
    let host = mount(Sidebar())
    host.tap("Star 0")
    #expect(host.shows("Star 1"))
    host.perform { host.view(Sidebar.self)?.showsFavorites = false }
    host.update()
    #expect(host.nodes(Row.self).isEmpty)
    #expect(host.shows("Favorites"))
    #expect(host.shows("always"))
    // The header's chevron expands it again.
    host.tap("Favorites")
    #expect(host.view(Sidebar.self)?.showsFavorites == true)
    #expect(host.shows("Star 0"))
  }
}
