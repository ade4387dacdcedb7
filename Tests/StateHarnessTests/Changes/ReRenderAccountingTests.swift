import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Re-render accounting")
struct ReRenderAccountingTests {
  @Test("expectReRenders holds: writing a model re-renders exactly its readers")
  func holds() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)!
    harness.expectReRenders([Screen.self: 1]) { store.count = 3 }
    harness.expectNoReRenders { store.name = "Ada" }  // only the text field reads it
  }

  @Test("S37: a parent re-render with unchanged child inputs re-renders nothing")
  func parentReRenderWithUnchangedInputs() {
    let harness = ParentHarness { Screen() }
    harness.expectNoReRenders { harness.reRender() }
  }

  @Test("S28: an environment change re-renders only the views that read the key")
  func environmentChange() {
    let harness = ThemedHarness(\.mode, .day) { ShieldedScreen() }
    harness.expectReRenders([ModeReader.self: 1]) { harness.setTheme(.night) }
  }

  @Test("reRenders(during:) reports every view that re-rendered with its count")
  func report() {
    let harness = ParentHarness { Screen() }
    let report = harness.reRenders { harness.find(stepper: "Count 0")?.increment() }
    #expect(report.description == "Screen ×1")
    #expect(report.count(of: "NameSection") == 0)
  }

  @Test("expectReRenders fails with the full list against the expected")
  func fails() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Re-render accounting: the action re-rendered Screen ×1 instead of NameSection ×1
        NameSection ×0  ← expected ×1
        Screen ×1  ← not expected
          Screen: @dependencies changed.
          @dependencies: Store.count
        Fix: a view re-renders when its body read what the action changed, or its parent passed it new inputs; read less in that body, or split the view so only the reader re-renders.
      """
    ) {
      harness.expectReRenders([NameSection.self: 1]) { store.count = 3 }
    }
    #expect(recordedIssues { harness.expectReRenders([NameSection.self: 1]) { store.count = 4 } } == 1)
  }

  @Test("expectNoReRenders fails when something re-rendered")
  func noReRendersFails() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      harness.expectNoReRenders { harness.find(stepper: "Count 0")?.increment() }
    } matching: { issue in
      message(issue).hasPrefix("Re-render accounting: the action re-rendered ")
    }
  }

  @Test("twelve rows re-rendered for one reason are one cause line, counted")
  func repeatedCausesCollapse() {
    let harness = ParentHarness { TickingList() }
    expectRecorded(
      """
      Re-render accounting: the action re-rendered TickRow ×12 instead of TickRow ×1
        TickRow ×12  ← expected ×1
          TickRow: @self changed. ×12
        Fix: a view re-renders when its body read what the action changed, or its parent passed it new inputs; read less in that body, or split the view so only the reader re-renders.
      """
    ) {
      harness.expectReRenders([TickRow.self: 1]) { harness.find(button: "Tick")?.tap() }
    }
  }
}

/// Twelve rows, each passed the list's tick: one tap re-renders all of them.
struct TickingList: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Button("Tick") { tick += 1 }
      ForEach(0..<12, id: \.self) { index in TickRow(index: index, tick: tick) }
    }
  }
}

struct TickRow: View {
  let index: Int
  let tick: Int
  var body: some View { Text("\(index): \(tick)") }
}
