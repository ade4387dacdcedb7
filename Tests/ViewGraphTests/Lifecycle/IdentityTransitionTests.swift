import Testing
@_spi(Inspection) import ViewGraph

/// OpenSwiftUI's `AppearanceActionModifierCompatibilityTests` (`idTest`,
/// `idTestWithIdentityTransition`), run against SwiftUI, driven here by a tap instead of a
/// timer.
private struct Toggled: View {
  @MainActor final class Log {
    var result = ""
  }
  let log: Log
  let identityTransition: Bool
  @State private var toggle = false

  var body: some View {
    VStack {
      Button("Toggle") { toggle.toggle() }
      if identityTransition {
        marked.transition(.identity).id(toggle)
      } else {
        marked.id(toggle)
      }
    }
  }

  private var marked: some View {
    Color.red
      .onAppear { log.result += "A" + (toggle ? "T" : "F") }
      .onDisappear { log.result += "D" + (toggle ? "T" : "F") }
  }
}

@MainActor
@Suite("S241: .transition(.identity) makes an identity change disappear before it appears")
struct IdentityTransitionTests {
  @Test("S47: without a transition the new identity appears first: AFATDT")
  func withoutTransition() {
    let log = Toggled.Log()
    let host = mount(Toggled(log: log, identityTransition: false))
    host.tap("Toggle")
    #expect(log.result == "AFATDT")
  }

  @Test("S241: with .transition(.identity) the old identity disappears first: AFDTAT")
  func withIdentityTransition() {
    let log = Toggled.Log()
    let host = mount(Toggled(log: log, identityTransition: true))
    host.tap("Toggle")
    #expect(log.result == "AFDTAT")
  }
}
