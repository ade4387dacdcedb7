import Testing
@_spi(Inspection) import ViewGraph

private struct Place: Hashable, Identifiable {
  let id: Int
  let name: String
}

private let places = [Place(id: 1, name: "Turtle Rock"), Place(id: 2, name: "Silver Salmon Creek")]

private struct PlaceDetail: View {
  let place: Place
  @State private var visits = 0
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Detail \(place.name): \(visits)")
      Button("Visit") { visits += 1 }
      Button("Close") { dismiss() }
    }
  }
}

/// Landmarks' shape: a sidebar list of links, a placeholder detail.
private struct PlaceSplitView: View {
  var body: some View {
    NavigationSplitView {
      List(places) { place in
        NavigationLink(place.name) { PlaceDetail(place: place) }
      }
    } detail: {
      Text("Select a place")
    }
  }
}

/// The value-link shape: links carry values, a destination is declared on the list.
private struct ValueSplitView: View {
  var body: some View {
    NavigationSplitView {
      List(places) { place in
        NavigationLink(place.name, value: place)
      }
      .navigationDestination(for: Place.self) { PlaceDetail(place: $0) }
    } detail: {
      Text("Select a place")
    }
  }
}

@MainActor
@Suite("S98: NavigationSplitView")
struct SplitViewNavigationTests {
  @Test("S98: a link in the sidebar shows its destination in the detail column; another replaces it")
  func sidebarLinkShowsDetail() {
    let host = mount(PlaceSplitView())
    #expect(host.shows("Select a place"))
    #expect(host.control("Turtle Rock")?.kind == .navigationLink)
    host.tap("Turtle Rock")
    #expect(host.shows("Detail Turtle Rock: 0"))
    #expect(!host.shows("Select a place"))
    host.tap("Visit")
    #expect(host.shows("Detail Turtle Rock: 1"))
    #expect(host.control("Silver Salmon Creek")?.kind == .navigationLink)
    host.tap("Silver Salmon Creek")
    #expect(host.shows("Detail Silver Salmon Creek: 0"))
    #expect(!host.shows("Detail Turtle Rock: 1"))
  }

  @Test("S98: a value link shows the destination declared in the sidebar; dismissing brings the detail back")
  func valueLinkAndDismiss() {
    let host = mount(ValueSplitView())
    #expect(host.control("Silver Salmon Creek")?.kind == .navigationLink)
    host.tap("Silver Salmon Creek")
    #expect(host.shows("Detail Silver Salmon Creek: 0"))
    host.tap("Close")
    #expect(host.shows("Select a place"))
    #expect(host.nodes(PlaceDetail.self).isEmpty)
  }
}
