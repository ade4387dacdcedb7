import Testing
@_spi(Inspection) import ViewGraph

private enum Pane: Hashable { case home, favorites, recent }

private struct CounterPane: View {
  let name: String
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(name) \(count)")
      Button("Add to \(name)") { count += 1 }
    }
  }
}

private struct Browser: View {
  @State var pane = Pane.home
  var body: some View {
    TabView(selection: $pane) {
      Tab("Home", systemImage: "house", value: Pane.home) { CounterPane(name: "home") }
      TabSection("Library") {
        Tab("Favorites", systemImage: "star", value: .favorites) { CounterPane(name: "favorites") }
        Tab("Recent", systemImage: "clock", value: .recent) { CounterPane(name: "recent") }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

private struct MiniPlayerTabs: View {
  @State var isPlaying = false
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("home") }
      Tab(role: .search) { Text("search") }
    }
    .tabViewBottomAccessory {
      Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
    }
    .tabBarMinimizeBehavior(.onScrollDown)
  }
}

@MainActor
@Suite("S161, S162: tabs in sections and the bottom accessory are mounted")
struct TabSectionTests {
  @Test("S161: tabs inside a TabSection mount like other tabs, each keeping its state")
  func sectionTabsMount() {
    let host = mount(Browser())
    #expect(host.nodes(CounterPane.self).count == 3)
    #expect(host.shows("Library"))
    host.tap("Add to favorites")
    host.tap("Add to favorites")
    host.tap("Add to recent")
    #expect(host.shows("home 0"))
    #expect(host.shows("favorites 2"))
    #expect(host.shows("recent 1"))
    // A section's tab is selected by its value, as the others.
    host.perform {
      _ = host.root.descendants.first { $0.isTabView }?.tabSelection?.select(AnyHashable(Pane.recent))
    }
    host.update()
    #expect(host.view(Browser.self)?.pane == .recent)
  }

  @Test("S162: the tab view's bottom accessory is mounted and its button acts")
  func bottomAccessoryMounts() {
    let host = mount(MiniPlayerTabs())
    host.tap("Play")
    #expect(host.view(MiniPlayerTabs.self)?.isPlaying == true)
    #expect(host.control("Pause") != nil)
    #expect(host.shows("Search"))
  }
}
