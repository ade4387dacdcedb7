import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Mistake 5: an expensive `@State` model built and thrown away by re-renders, judged by
// the time a build takes and only under eager `@State`.

/// Takes well over a millisecond to build: stands for parsing, disk or network work.
@Observable
private final class Catalog {
  var items: [String]
  init() { items = (1...50_000).map { "Item \($0)" } }
}

private struct CatalogScreen: View {
  @State private var catalog = Catalog()
  var body: some View { Text("\(catalog.items.count) items") }
}

/// Owns a cheap model: built and thrown away too, but at no cost worth reporting.
private struct CheapModelScreen: View {
  @State private var store = Store()
  var body: some View { Text(store.name) }
}

@MainActor
@Suite("Mistake 5: model construction thrown away on re-render")
struct DiscardedModelConstructionDetectorTests {
  @Test("an expensive model under eager @State is one issue at the caller's line, with the count")
  func expensiveModelUnderEagerState() {
    let harness = ParentHarness(stateInitialization: .eager) { CatalogScreen() }
    let line = #line + 1
    let issues = recordedIssueDetails { harness.auditOwnership() }
    #expect(
      issues.map(\.message) == [
        """
        Ownership audit: CatalogScreen.catalog — mistake 5, model construction thrown away on re-render; breaks Rule 1 (@State owns the model)
          Catalog() was built and thrown away 1× by the re-renders so far, each build taking over 1 ms (@State evaluates its initial value on every struct init before Xcode 27).
          With lazy @State (stateInitialization: .lazy, Xcode 27) it is built once per identity: 0 thrown away.
          Fix: keep init cheap and move the work into .task, or create the model at the composition root and pass it in.
        """
      ])
    #expect(issues.map(\.line) == [line])
  }

  @Test("lazy @State builds the model once: no finding")
  func lazyStateBuildsOnce() {
    #expect(
      recordedIssues { ParentHarness(stateInitialization: .lazy) { CatalogScreen() }.auditOwnership() } == 0)
  }

  @Test("a cheap model thrown away under eager @State is no finding")
  func cheapModel() {
    #expect(
      recordedIssues { ParentHarness(stateInitialization: .eager) { CheapModelScreen() }.auditOwnership() }
        == 0)
  }
}
