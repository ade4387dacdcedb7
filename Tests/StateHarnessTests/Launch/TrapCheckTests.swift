import Testing
import ViewGraph

@testable import StateHarness

/// A model that loads what a test process does not have, as apps' models load a bundled
/// file: `Bundle.main.url(forResource:…)!` or a `fatalError` when it is missing.
struct TrappingCatalog {
  init() { fatalError("Couldn't find catalog.json in main bundle.") }
}

struct TrappingCatalogScreen: View {
  let catalog = TrappingCatalog()
  var body: some View { Text("Catalog") }
}

struct CalmScreen: View {
  var body: some View { Text("Calm") }
}

/// A trap while a screen mounts fails one test with the trap's message; the run goes on.
@MainActor @Suite struct TrapCheckTests {
  @Test func aTrapWhileMountingIsNamedWithTheAppsOwnMessage() async {
    let issues = await recordedIssueDetails {
      guard
        await #expect(
          processExitsWith: .success, performing: { await TrapCheck.mount { TrappingCatalogScreen() } })
          != nil
      else {
        let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          await TrapCheck.mount { TrappingCatalogScreen() }
        }
        TrapCheck.record(trap, mounting: "TrappingCatalogScreen")
        return
      }
    }
    // The exit status (`.success → .signal(SIGILL → 4)`, an expectation with no comment), then
    // the trap's message.
    #expect(issues.count == 2)
    #expect(issues.first?.line == 26)
    let named = issues.last?.message ?? ""
    #expect(named.hasPrefix("TrappingCatalogScreen traps while it mounts (signal "))
    #expect(
      named.contains("\n  trap:   ")
        && named.contains("Fatal error: Couldn't find catalog.json in main bundle."))
    #expect(
      named.hasSuffix(
        "\n  Fix: A resource the app loads from Bundle.main must be in MIRROR.md's bundled list; a model that cannot load in a test needs its data injected, or the trap is a bug of the app."
      ))
  }

  @Test func aCalmMountRecordsNothing() async {
    let count = await recordedIssues {
      guard
        await #expect(processExitsWith: .success, performing: { await TrapCheck.mount { CalmScreen() } })
          != nil
      else {
        Issue.record("the child process of a calm screen did not exit cleanly")
        return
      }
    }
    #expect(count == 0)
  }

  @Test func aChildThatNoLongerTrapsIsSaidSo() {
    expectRecorded(
      """
      CalmScreen trapped in one child process and not in the next
        asked:  what the trap printed
        found:  a second child process that exited cleanly
        Fix: Run the test again; a trap that comes and goes depends on timing or on state outside the app.
      """
    ) {
      TrapCheck.record(nil, mounting: "CalmScreen")
    }
  }

  @Test func theTrapLinesAreChosenAndBounded() {
    let output =
      "noise\nApp/Model.swift:3: Fatal error: " + String(repeating: "x", count: 5_000) + "\nmore noise\n"
    let lines = TrapMessage.lines(in: output)
    #expect(lines.count == 1)
    #expect(lines[0].hasPrefix("trap:   App/Model.swift:3: Fatal error: xxx"))
    #expect(lines[0].hasSuffix("… (4832 more characters)"))
    #expect(TrapMessage.lines(in: "") == ["trap:   (the process printed nothing on standard error)"])
    let quiet = (1...20).map { "line \($0)" }.joined(separator: "\n")
    #expect(TrapMessage.lines(in: quiet) == (13...20).map { "trap:   line \($0)" })
  }
}
