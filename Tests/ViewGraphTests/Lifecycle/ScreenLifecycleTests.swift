import Testing
@_spi(Inspection) import ViewGraph

@MainActor
private final class EventLog {
  var events: [String] = []
}

private struct PushedScreen: View {
  let log: EventLog
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Back") { dismiss() }
      .onAppear { log.events.append("detail appear") }
      .onDisappear { log.events.append("detail disappear") }
  }
}

private struct StackRoot: View {
  let log: EventLog
  var body: some View {
    NavigationStack {
      NavigationLink("Open") { PushedScreen(log: log) }
        .onAppear { log.events.append("root appear") }
        .onDisappear { log.events.append("root disappear") }
    }
  }
}

private struct TabsWithoutSelection: View {
  let log: EventLog
  var body: some View {
    TabView {
      Text("Inbox content")
        .onAppear { log.events.append("inbox appear") }
        .onDisappear { log.events.append("inbox disappear") }
        .tabItem { Text("Inbox") }
      Text("Settings content")
        .onAppear { log.events.append("settings appear") }
        .onDisappear { log.events.append("settings disappear") }
        .tabItem { Text("Settings") }
    }
  }
}

private struct TabsWithSelection: View {
  let log: EventLog
  @State var tab = 2
  var body: some View {
    TabView(selection: $tab) {
      Text("One").onAppear { log.events.append("one appear") }.tabItem { Text("One") }.tag(1)
      Text("Two").onAppear { log.events.append("two appear") }.tabItem { Text("Two") }.tag(2)
    }
  }
}

@MainActor
@Suite("S237–S238: what a user sees appears; what is covered or left disappears")
struct ScreenLifecycleTests {
  @Test("S237: a push runs the root's onDisappear; popping runs its onAppear again")
  func navigationPushAndPop() {
    let log = EventLog()
    let host = mount(StackRoot(log: log))
    #expect(log.events == ["root appear"])
    host.tap("Open")
    #expect(log.events == ["root appear", "detail appear", "root disappear"])
    host.tap("Back")
    #expect(
      log.events == ["root appear", "detail appear", "root disappear", "root appear", "detail disappear"])
  }

  @Test("S238: only the selected tab appears at mount; switching runs onDisappear and onAppear")
  func tabsAppearWhenSelected() {
    let log = EventLog()
    let host = mount(TabsWithoutSelection(log: log))
    #expect(log.events == ["inbox appear"])
    let tabView = host.root.descendants.first { $0.isTabView }
    let settings = tabView?.tabs.last
    #expect(tabView?.selectedTab === tabView?.tabs.first)
    host.perform { _ = settings.map { tabView?.select(tab: $0) } }
    host.update()
    #expect(log.events == ["inbox appear", "settings appear", "inbox disappear"])
    #expect(tabView?.selectedTab === settings)
  }

  @Test("S238: with a selection binding, the tab whose tag is the selection is the one that appears")
  func selectedByBinding() {
    let log = EventLog()
    _ = mount(TabsWithSelection(log: log))
    #expect(log.events == ["two appear"])
  }
}
