import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
private final class TabEvents {
  var events: [String] = []
}

private struct UntaggedTabs: View {
  let log: TabEvents
  var body: some View {
    TabView {
      Text("Feed content")
        .onAppear { log.events.append("feed appear") }
        .onDisappear { log.events.append("feed disappear") }
        .tabItem { Label("Feed", systemImage: "list.bullet") }
      Text("Profile content")
        .onAppear { log.events.append("profile appear") }
        .tabItem { Label("Profile", systemImage: "person") }
    }
  }
}

@MainActor
@Suite("S238: a TabView without a selection binding is switched as a user switches it")
struct TabSwitchTests {
  @Test("S238: select() on a TabView with no selection binding shows the tab and runs its onAppear")
  func switchWithoutBinding() {
    let log = TabEvents()
    let harness = ParentHarness { UntaggedTabs(log: log) }
    #expect(log.events == ["feed appear"])
    #expect(harness.find(tab: "Feed")?.isSelected == true)
    #expect(harness.find(tab: "Profile")?.isSelected == false)
    #expect(recordedIssues { harness.find(tab: "Profile")?.select() } == 0)
    #expect(harness.find(tab: "Profile")?.isSelected == true)
    #expect(log.events == ["feed appear", "profile appear", "feed disappear"])
  }
}
