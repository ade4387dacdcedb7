import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// Writes state during body on purpose, so each harness raises its own warning.
private struct WarnsOnMount: View {
  let tag: Int
  @State private var built = 0
  var body: some View {
    let _ = (built = tag)
    Text("tag \(tag)")
  }
}

/// Swift Testing runs these 200 cases in parallel: harnesses must not see each other.
@MainActor
@Suite("Harnesses in parallel")
struct ParallelHarnessTests {
  @Test(
    "200 harnesses at once: per-harness object numbers, warnings routed to their own harness",
    arguments: 0..<200)
  func isolated(index: Int) {
    let harness = ParentHarness { LetScreen() }
    let failure = harness.checkStateOwnsTheModel(of: Store.self, reRenders: 1)
    // Numbers are per harness and type, not a process-wide counter: exact, not normalized.
    #expect(
      failure?.description == """
        Rule 1 (@State owns the model) broken: LetScreen.store is a new Store after parent re-render 1 of 1
          declared: let store
          before:   Store#1
          after:    Store#2
          a `let` is part of the struct, and the parent's body creates a new struct every time.
          Fix: declare `@State private var store = Store()` in the view that creates it.
        """)
    let warned = ParentHarness(runtimeWarnings: .collect) { WarnsOnMount(tag: index) }
    #expect(warned.runtimeWarnings.map(\.kind) == [.stateModifiedDuringUpdate])
    #expect(warned.runtimeWarnings.first?.message.contains("WarnsOnMount.built") == true)
    #expect(harness.runtimeWarnings.isEmpty)
  }
}
