import Testing
@_spi(Inspection) import ViewGraph
import ViewGraphWidgetKit

private struct StreakScreen: View {
  @Environment(\.widgetFamily) private var family
  @State private var days = 0
  var body: some View {
    VStack {
      Button("Check in") {
        days += 1
        WidgetCenter.shared.reloadTimelines(ofKind: "Streak")
      }
      Button("Reset all") { WidgetCenter.shared.reloadAllTimelines() }
      Text("\(days) days, \(family.description)")
    }
  }
}

@MainActor
@Suite("S262: WidgetCenter's reloads are recorded on the host")
struct WidgetCenterTests {
  @Test("S262: reloadTimelines(ofKind:) and reloadAllTimelines() are recorded in order, with the kind")
  func reloadsAreRecorded() {
    let host = mount(StreakScreen())
    host.tap("Check in")
    host.tap("Reset all")
    #expect(
      host.systemRequests == [.reloadWidgetTimelines(ofKind: "Streak"), .reloadWidgetTimelines(ofKind: nil)])
    #expect(
      host.systemRequests.map(\.description) == ["reloadTimelines(ofKind: Streak)", "reloadAllTimelines()"])
    #expect(host.texts.last == "1 days, systemSmall")
  }

  @Test("S262: a widget's view reads the family an environment above sets")
  func familyComesFromTheEnvironment() {
    let host = mount(StreakScreen().environment(\.widgetFamily, .systemMedium))
    #expect(host.texts.last == "0 days, systemMedium")
  }
}
