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

@MainActor
@Suite("Why a view re-rendered")
struct ChangeCauseTests {
  @Test("_count: a @State of the view changed")
  func stateCause() {
    let harness = ParentHarness { Counter() }
    let lines = harness.changes { harness.find(button: "Count 0")?.tap() }
    #expect(lines == ["Counter: _count changed."])
    let report = harness.reRenders { harness.find(button: "Count 1")?.tap() }
    #expect(report.changes(of: "Counter") == ["Counter: _count changed."])
  }

  @Test("_isOn: the source of a @Binding changed; the owner that only passed $isOn did not run")
  func bindingCause() {
    let harness = ParentHarness { SwitchOwner() }
    let lines = harness.changes { harness.find(toggle: "Off")?.tap() }
    #expect(lines == ["Switch: _isOn changed."])
  }

  @Test("@self: the parent passed a different value")
  func selfCause() {
    let harness = ParentHarness { BadgeOwner() }
    let lines = harness.changes { harness.find(button: "Bump")?.tap() }
    #expect(lines == ["BadgeOwner: _value changed.", "Badge: @self changed."])
  }

  @Test("@self, _taps: a new value and its own state in one update, joined as SwiftUI does")
  func combinedCauses() {
    let harness = ParentHarness { TallyOwner() }
    let lines = harness.changes { harness.find(button: "Tally 0 0")?.tap() }
    #expect(lines == ["TallyOwner: _value changed.", "TallyBadge: @self, _taps changed."])
  }

  @Test("@dependencies: an @Observable property the body read changed")
  func dependenciesCause() {
    let store = Store()
    let harness = ParentHarness { StoreReader(store: store) }
    let lines = harness.changes { store.count = 5 }
    #expect(lines == ["StoreReader: @dependencies changed."])
  }

  @Test("@identity: a new identity appeared")
  func identityCause() {
    let harness = ParentHarness { Disclosure() }
    let lines = harness.changes { harness.find(button: "Open")?.tap() }
    #expect(lines == ["Disclosure: _isOpen changed.", "Detail: @identity changed."])
  }

  @Test("_mode: an @Environment value the view declares changed")
  func environmentCause() {
    let harness = ThemedHarness(\.mode, .day) { ShieldedScreen() }
    let lines = harness.changes { harness.setTheme(.night) }
    #expect(lines == ["ModeReader: _mode changed."])
  }

  @Test("_player: an @ObservedObject announced a change")
  func observedObjectCause() {
    let player = Player()
    let harness = ParentHarness { PlayerView(player: player) }
    let lines = harness.changes { player.isPlaying = true }
    #expect(lines == ["PlayerView: _player changed."])
  }

  @Test("an unexpected re-render's failure lists what caused it")
  func causesInFailures() {
    let harness = ParentHarness { BadgeOwner() }
    withKnownIssue {
      harness.expectReRenders([BadgeOwner.self: 1]) { harness.find(button: "Bump")?.tap() }
    } matching: { issue in
      message(issue) == """
        Re-render accounting: the action re-rendered Badge ×1, BadgeOwner ×1 instead of BadgeOwner ×1
          Badge ×1  ← not expected
            Badge: @self changed.
          BadgeOwner ×1
          Fix: a view re-renders when its body read what the action changed, or its parent passed it new inputs; read less in that body, or split the view so only the reader re-renders.
        """
    }
    #expect(
      recordedIssues {
        harness.expectReRenders([BadgeOwner.self: 1]) { harness.find(button: "Bump")?.tap() }
      } == 1)
  }
}
