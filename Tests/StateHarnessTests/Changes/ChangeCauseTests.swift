import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Each cause SwiftUI's `Self._printChanges()` names, triggered and read back as lines
// (changes(during:)) and in the re-render report.

private struct Counter: View {
  @State var count = 0
  var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct Switch: View {
  @Binding var isOn: Bool
  var body: some View { Toggle(isOn ? "On" : "Off", isOn: $isOn) }
}

private struct SwitchOwner: View {
  @State var isOn = false
  var body: some View { Switch(isOn: $isOn) }  // passes $isOn only: no dependency here
}

private struct Badge: View {
  let value: Int
  @State var taps = 0
  var body: some View { Button("Badge \(value) \(taps)") { taps += 1 } }
}

private struct BadgeOwner: View {
  @State var value = 0
  var body: some View {
    VStack {
      Badge(value: value)
      Button("Bump") { value += 1 }
    }
  }
}

private struct TallyBadge: View {
  let value: Int
  let onTap: () -> Void
  @State var taps = 0
  var body: some View {
    Button("Tally \(value) \(taps)") {
      taps += 1
      onTap()
    }
  }
}

private struct TallyOwner: View {
  @State var value = 0
  var body: some View { TallyBadge(value: value) { value += 1 } }
}

private struct StoreReader: View {
  let store: Store
  var body: some View { Text("Count \(store.count)") }
}

private struct Detail: View {
  var body: some View { Text("detail") }
}

private struct Disclosure: View {
  @State var isOpen = false
  var body: some View {
    VStack {
      Button("Open") { isOpen = true }
      if isOpen { Detail() }
    }
  }
}

final class Player: ObservableObject {
  @Published var isPlaying = false
}

private struct PlayerView: View {
  @ObservedObject var player: Player
  var body: some View { Text(player.isPlaying ? "Playing" : "Paused") }
}

/// Runs `action` on two fresh harnesses: one reads the causes as lines, the other as the
/// re-render report; both must say the same.
@MainActor
private func causes<V: View>(
  of action: (Harness) -> Void, in make: @escaping () -> V
) -> (lines: [String], report: [String]) {
  let first = ParentHarness { make() }
  let lines = first.changes { action(first) }
  let second = ParentHarness { make() }
  let report = second.reRenders { action(second) }
  return (lines, report.entries.flatMap(\.changes))
}

@MainActor
@Suite("Why a view re-rendered")
struct ChangeCauseTests {
  @Test("_count: a @State of the view changed")
  func stateCause() {
    let (lines, report) = causes(of: { $0.find(button: "Count 0")?.tap() }) { Counter() }
    #expect(lines == ["Counter: _count changed."])
    #expect(report == lines)
  }

  @Test("_isOn: the source of a @Binding changed; the owner that only passed $isOn did not run")
  func bindingCause() {
    let (lines, report) = causes(of: { $0.find(toggle: "Off")?.tap() }) { SwitchOwner() }
    #expect(lines == ["Switch: _isOn changed."])
    #expect(report == lines)
  }

  @Test("@self: the parent passed a different value")
  func selfCause() {
    let (lines, report) = causes(of: { $0.find(button: "Bump")?.tap() }) { BadgeOwner() }
    #expect(lines == ["BadgeOwner: _value changed.", "Badge: @self changed."])
    #expect(report.sorted() == lines.sorted())
  }

  @Test("@self, _taps: a new value and its own state in one update, joined as SwiftUI does")
  func combinedCauses() {
    let (lines, report) = causes(of: { $0.find(button: "Tally 0 0")?.tap() }) { TallyOwner() }
    #expect(lines == ["TallyOwner: _value changed.", "TallyBadge: @self, _taps changed."])
    #expect(report.sorted() == lines.sorted())
  }

  @Test("@dependencies: an @Observable property the body read changed")
  func dependenciesCause() {
    let (lines, report) = causes(of: { $0.find(StoreReader.self)?.view.store.count = 5 }) {
      StoreReader(store: Store())
    }
    #expect(lines == ["StoreReader: @dependencies changed."])
    #expect(report == lines)
    // Which object and property: Observation names it (on Linux, by the backing field).
    let harness = ParentHarness { StoreReader(store: Store()) }
    let detailed = harness.reRenders { harness.find(StoreReader.self)?.view.store.name = "Ada" }
    #expect(detailed.observedProperties(of: "StoreReader") == [])  // name is not read
    let counted = harness.reRenders { harness.find(StoreReader.self)?.view.store.count = 7 }
    #expect(counted.observedProperties(of: "StoreReader") == ["Store.count"])
  }

  @Test("S234: a new identity prints @self, with @identity only for dynamic properties")
  func identityCause() {
    let (lines, report) = causes(of: { $0.find(button: "Open")?.tap() }) { Disclosure() }
    #expect(lines == ["Disclosure: _isOpen changed.", "Detail: @self changed."])
    #expect(report.sorted() == lines.sorted())
  }

  @Test("_mode: an @Environment value the view declares changed")
  func environmentCause() {
    let first = ThemedHarness(\.mode, .day) { ShieldedScreen() }
    let lines = first.changes { first.setTheme(.night) }
    let second = ThemedHarness(\.mode, .day) { ShieldedScreen() }
    let report = second.reRenders { second.setTheme(.night) }
    #expect(lines == ["ModeReader: _mode changed."])
    #expect(report.changes(of: "ModeReader") == lines)
  }

  @Test("_player: an @ObservedObject announced a change")
  func observedObjectCause() {
    let (lines, report) = causes(of: { $0.find(PlayerView.self)?.view.player.isPlaying = true }) {
      PlayerView(player: Player())
    }
    #expect(lines == ["PlayerView: _player changed."])
    #expect(report == lines)
  }

  @Test("an unexpected re-render's failure lists what caused it")
  func causesInFailures() {
    let harness = ParentHarness { BadgeOwner() }
    expectRecorded(
      """
      Re-render accounting: the action re-rendered Badge ×1, BadgeOwner ×1 instead of BadgeOwner ×1
        Badge ×1  ← not expected
          Badge: @self changed.
        BadgeOwner ×1
        Fix: a view re-renders when its body read what the action changed, or its parent passed it new inputs; read less in that body, or split the view so only the reader re-renders.
      """
    ) {
      harness.expectReRenders([BadgeOwner.self: 1]) { harness.find(button: "Bump")?.tap() }
    }
    #expect(
      recordedIssues {
        harness.expectReRenders([BadgeOwner.self: 1]) { harness.find(button: "Bump")?.tap() }
      } == 1)
  }
}
