import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("ThemedHarness")
struct ThemedHarnessTests {
  @Test("setTheme(_:) changes the root value; observedTheme() returns what readers see")
  func setAndObserve() {
    let harness = ThemedHarness(\.mode, .day) { Screen() }
    #expect(harness.observedTheme() == .day)
    harness.setTheme(.night)
    #expect(harness.observedTheme() == .night)
    #expect(harness.contains(text: "Mode: Night"))
    #expect(harness.rootValue == .night)
  }

  @Test("observedTheme() with no reader records an issue")
  func noReader() {
    let harness = ThemedHarness(\.mode, .day) { LetScreen() }
    expectRecorded(
      """
      observedTheme(): no mounted view reads \\.mode with @Environment
        Mounted:
          LetScreen
            Text "let screen"
        Fix: declare @Environment(\\.mode) in the view that shows the value.
      """
    ) {
      #expect(harness.observedTheme() == nil)
    }
  }

  @Test("observedTheme() with readers that disagree records an issue")
  func disagreement() {
    let harness = ThemedHarness(\.mode, .night) { ShieldedScreen() }
    expectRecorded(
      """
      observedTheme(): the readers of \\.mode disagree
        ModeReader.mode sees night
        ModeReader.mode sees day
        the root sets night
        Fix: read the value with @Environment where it is used; don't copy it into @State or a let.
      """
    ) {
      _ = harness.observedTheme()
    }
  }

  @Test("ThemedHarness offers the ParentHarness queries")
  func sharedQueries() {
    let harness = ThemedHarness(\.mode, .day) { Screen() }
    harness.find(toggle: "Switch")?.tap()
    #expect(harness.installed(Store.self)?.isOn == false)
    harness.reRender()
    #expect(harness.bodyEvaluations(of: Screen.self) == 1, "equal inputs: not re-evaluated (S37)")
  }
}
