import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Control probes: typed, disabled, unmounted")
struct ControlProbeTests {
  @Test("a control found by title comes as a probe of its kind")
  func typedProbes() {
    let harness = ParentHarness { Screen() }
    // Driving the wrong kind does not compile: `harness.find(toggle: "Switch")?.setInput("x")`
    // and `harness.find(NameSection.self)?.tap()` are errors, so no test can run them;
    // scripts/check-misuse-does-not-compile checks that the compiler rejects both.
    let toggle: ControlProbe<ControlKinds.Toggle>? = harness.find(toggle: "Switch")
    let field: ControlProbe<ControlKinds.TextField>? = harness.find(textField: "Name")
    #expect(toggle?.title == "Switch")
    #expect(toggle?.isOn == true)
    #expect(field?.input == "")
  }

  @Test("tapping a disabled control records an issue")
  func disabled() {
    let harness = ParentHarness { Disabled() }
    expectRecorded(
      """
      tap(): Button "Save" is disabled
        A .disabled(true) above it sets \\.isEnabled to false.
        Fix: bring the screen into the state that enables it first.
      """
    ) {
      harness.find(button: "Save")?.tap()
    }
  }

  @Test("driving a control that left the tree records an issue")
  func unmounted() {
    let harness = ParentHarness { Conditional() }
    let button = harness.find(button: "Hide me")
    button?.tap()
    #expect(button?.isMounted == false)
    expectRecorded(1) {
      button?.tap()
    } matching: { issue in
      message(issue).hasPrefix("tap(): Button \"Hide me\" is no longer mounted\n")
    }
  }
}

/// What longPress() says about a control without a long press.
extension ControlProbeTests {
  @Test("longPress() on a control without a long press records one issue")
  func longPressWithoutActionRecords() {
    let harness = ParentHarness { Button("Save") {} }
    expectRecorded(
      """
      longPress(): Button "Save" has no long-press action
        Found: a Button without onLongPressGesture or a LongPressGesture.
        Fix: attach .onLongPressGesture { … } to the view, or call tap() for its tap action.
      """
    ) {
      harness.find(button: "Save")?.longPress()
    }
  }
}
