import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Finding views")
struct FindTests {
  @Test("find(_:) returns a probe whose view reads installed storage")
  func findByType() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)
    #expect(harness.find(NameSection.self)?.view.store === store)
    #expect(harness.find(SwitchSection.self)?.view.isOn == true)
  }

  @Test("find(_:) of a view that is not mounted records an issue with an outline")
  func findMissing() {
    let harness = ParentHarness { Screen() }
    expectRecorded(
      """
      find(ModeReader.self): no ModeReader is mounted
        Mounted:
          Screen
            NameSection
              TextField "Name"
            SwitchSection
              Toggle "Switch"
            Text "Mode: Day"
            Stepper "Count 0"
            Button "Reset"
        Fix: check the branch or ForEach that should show it; ask about absence with findAll(_:) or contains(_:).
      """
    ) {
      #expect(harness.find(ModeReader.self) == nil)
    }
  }

  @Test("findAll(_:) and contains(_:) ask about absence without failing")
  func absence() {
    let harness = ParentHarness { ShieldedScreen() }
    #expect(harness.findAll(ModeReader.self).count == 2)
    #expect(!harness.contains(Screen.self))
    #expect(harness.findAll(Screen.self).isEmpty)
  }

  @Test("find(text:) matches the whole shown string")
  func findText() {
    let harness = ParentHarness { Screen() }
    #expect(harness.find(text: "Mode: Day")?.string == "Mode: Day")
    #expect(harness.contains(text: "Mode: Day"))
    expectRecorded(
      """
      find(text: "Mode"): no Text shows "Mode"
        Texts mounted: "Switch", "Mode: Day", "Count 0", "Reset"
        Fix: match the whole string as shown, after interpolation.
      """
    ) {
      _ = harness.find(text: "Mode")
    }
  }

  @Test("find(button:), find(toggle:), find(textField:), find(stepper:) match by title")
  func findControls() {
    let harness = ParentHarness { Screen() }
    #expect(harness.find(button: "Reset")?.title == "Reset")
    #expect(harness.find(toggle: "Switch")?.isOn == true)
    #expect(harness.find(textField: "Name")?.input == "")
    #expect(harness.find(stepper: "Count 0") != nil)
  }

  @Test("finding a control by the wrong kind names the kind that has the title")
  func findWrongKind() {
    let harness = ParentHarness { Screen() }
    let issues = recordedIssueDetails { _ = harness.find(button: "Switch") }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message == """
        find(button: "Switch"): no Button titled "Switch" is mounted
          Buttons mounted: "Reset"
          A Toggle is titled "Switch".
          Fix: use find(toggle: "Switch") to find it; it offers tap() and isOn.
        """)
  }

  @Test("a title that belongs to a Menu says how a menu is driven, naming no query that does not exist")
  func findMenuByTitle() {
    let harness = ParentHarness {
      Menu("Actions") { Button("Delete") {} }
    }
    let issues = recordedIssueDetails { _ = harness.find(toggle: "Actions") }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message == """
        find(toggle: "Actions"): no Toggle titled "Actions" is mounted
          No Toggle is mounted.
          A Menu is titled "Actions".
          Fix: a Menu is driven through tap() on the buttons inside it, found by title.
        """)
    harness.find(button: "Delete")?.tap()
  }

  @Test("failures point at the caller's line")
  func callerLine() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      _ = harness.find(stepper: "Nope")
    } matching: { issue in
      issue.sourceLocation?.line == #line - 2
        && issue.sourceLocation?.fileID.hasSuffix("FindTests.swift") == true
    }
  }
}
