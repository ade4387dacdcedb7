import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Misuses a real suite meets: each is a recorded issue at the caller's line, or works, and
// never crashes the test process.

private struct ManyRows: View {
  let count: Int
  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { index in Text("row \(index)") }
    }
  }
}

private struct DuplicateIDs: View {
  var body: some View {
    ForEach(["a", "b", "a"], id: \.self) { Text($0) }
  }
}

/// Writes its @State from a detached task, as a careless completion handler would.
private struct BackgroundWriter: View {
  @State var status = "idle"
  var body: some View {
    Button("Load \(status)") {
      let binding = $status
      Task.detached { binding.wrappedValue = "done" }
    }
  }
}

@MainActor
@Suite("Misuse catalogue")
struct MisuseCatalogTests {
  @Test("a harness whose content was torn down records an issue per query, at its line")
  func harnessAfterUnmount() {
    let harness = ParentHarness { Screen() }
    harness.host.unmount()
    let line = #line + 2
    withKnownIssue {
      _ = harness.find(button: "Reset")
    } matching: { issue in
      message(issue).hasPrefix("find(button: \"Reset\"): no Button titled \"Reset\" is mounted")
        && issue.sourceLocation?.line == line
    }
    #expect(recordedIssues { _ = harness.installed(Store.self) } == 1)
  }

  @Test("20,000 sibling rows mount, and a query finds the last one")
  func twentyThousandSiblings() {
    let harness = ParentHarness { ManyRows(count: 20_000) }
    #expect(harness.contains(text: "row 19999"))
  }

  @Test("duplicate ForEach ids are one recorded issue at the harness call that mounted them")
  func duplicateIDs() {
    let line = #line + 2
    withKnownIssue {
      _ = ParentHarness { DuplicateIDs() }
    } matching: { issue in
      message(issue).contains("the ID a occurs multiple times within the collection")
        && issue.sourceLocation?.line == line
    }
    #expect(recordedIssues { _ = ParentHarness { DuplicateIDs() } } == 1)
  }

  @Test("state written from a background thread reaches the view on the main actor, no crash")
  func backgroundWrite() async {
    let harness = ParentHarness { BackgroundWriter() }
    harness.find(button: "Load idle")?.tap()
    for _ in 0..<10_000 where !harness.contains(text: "Load done") { await Task.yield() }
    #expect(harness.find(button: "Load done") != nil)
  }
}
