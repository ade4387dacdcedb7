import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Rule 4: the environment is read, not stored")
struct EnvironmentIsReadRuleTests {
  @Test("Rule 4 holds: every reader sees each value set at the root")
  func environmentHolds() {
    ThemedHarness(\.mode, .day) { Screen() }.expectEnvironmentIsRead(.night, .day)
  }

  @Test("Rule 4 broken by a subtree that overrides the value")
  func environmentBroken() {
    let harness = ThemedHarness(\.mode, .day) { ShieldedScreen() }
    expectRecorded(
      """
      Rule 4 (environment values are read, not stored) broken: after setting \\.mode to night, 1 of 2 readers see another value
        ModeReader.mode sees night
        ModeReader.mode sees day
        Fix: read the value with @Environment where it is used; don't copy it into @State or a let.
      """
    ) {
      harness.expectEnvironmentIsRead(.night)
    }
  }

  @Test("Rule 4 with no reader is reported")
  func environmentNoReader() {
    let harness = ThemedHarness(\.mode, .day) { LetScreen() }
    expectRecorded(1) {
      harness.expectEnvironmentIsRead(.night)
    } matching: { issue in
      message(issue).hasPrefix(
        "Rule 4 (environment values are read, not stored) broken: no mounted view reads \\.mode\n")
    }
  }
}
