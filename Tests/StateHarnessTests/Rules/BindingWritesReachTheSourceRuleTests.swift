import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Rule 3: @Binding writes reach the source")
struct BindingWritesReachTheSourceRuleTests {
  @Test("Rule 3 holds: toggles, text fields and child bindings write through to the source")
  func writeHolds() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)!
    harness.expectBindingWritesReachTheSource(toggle: "Switch", source: store.isOn)
    harness.expectBindingWritesReachTheSource(textField: "Name", input: "Ada", source: store.name)
    harness.expectBindingWritesReachTheSource(false, through: \SwitchSection.$isOn, source: store.isOn)
  }

  @Test("Rule 3 broken by a child that keeps a @State copy")
  func writeBrokenByCopy() {
    let harness = ParentHarness { CopyingScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: flipping Toggle "Switch" did not reach the source of truth
        the binding points to: CopyingSection.isOn
        the source of truth reads: true (expected false)
        the control shows: false
        Fix: take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; a plain value, a constant or a @State copy edits a copy.
      """
    ) {
      harness.expectBindingWritesReachTheSource(toggle: "Switch", source: store.isOn)
    }
  }

  @Test("Rule 3 broken: the write reaches the source but the control shows a stale value")
  func writeReachesSourceButNotControl() {
    let harness = ParentHarness { StaleToggleScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: flipping Toggle "Switch" reached the source but the control does not show it
        the binding points to: custom get/set
        the source of truth reads: false (expected false)
        the control shows: true
        Fix: make the binding's getter read the source its setter writes (`$store.isOn`, not `Binding(get: { copy }, set: { store.isOn = $0 })`).
      """
    ) {
      harness.expectBindingWritesReachTheSource(toggle: "Switch", source: store.isOn)
    }
  }

  @Test("Rule 3 broken by a constant binding")
  func writeBrokenByConstant() {
    let harness = ParentHarness { ConstantScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(1) {
      harness.expectBindingWritesReachTheSource(toggle: "Switch", source: store.isOn)
    } matching: { issue in
      message(issue).contains("the binding points to: constant")
    }
  }

  @Test("Rule 3 broken: a text field that edits a @State copy")
  func writeBrokenByTextFieldCopy() {
    let harness = ParentHarness { CopyingNameScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: typing "Ada" into TextField "Name" did not reach the source of truth
        the binding points to: CopyingNameField.name
        the source of truth reads: "" (expected "Ada")
        the control shows: "Ada"
        Fix: take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; a plain value, a constant or a @State copy edits a copy.
      """
    ) {
      harness.expectBindingWritesReachTheSource(textField: "Name", input: "Ada", source: store.name)
    }
  }

  @Test("Rule 3 broken: a child given a constant binding")
  func writeBrokenThroughConstantChildBinding() {
    let harness = ParentHarness { ConstantChildScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: writing false through SwitchSection's binding did not reach the source of truth
        the binding points to: constant
        the source of truth reads: true (expected false)
        the control shows: true
        Fix: take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; a plain value, a constant or a @State copy edits a copy.
      """
    ) {
      harness.expectBindingWritesReachTheSource(false, through: \SwitchSection.$isOn, source: store.isOn)
    }
    // The check form returns the same verdict and records nothing.
    var failure: HarnessFailure?
    #expect(
      recordedIssues {
        failure = harness.checkBindingWritesReachTheSource(
          false, through: \SwitchSection.$isOn, source: store.isOn)
      } == 0)
    #expect(
      failure?.headline.hasPrefix("Rule 3 (@Binding writes reach the source of truth) broken: ") == true)
  }

  @Test("Rule 3 through a binding of a child that is not mounted records one issue naming it")
  func writeThroughMissingChild() {
    let store = Store()
    let harness = ParentHarness { Text("No section") }
    expectRecorded(1) {
      harness.expectBindingWritesReachTheSource(true, through: \SwitchSection.$isOn, source: store.isOn)
    } matching: { issue in
      message(issue).hasPrefix(
        "expectBindingWritesReachTheSource(true, through: \\SwitchSection): no SwitchSection is mounted\n")
    }
  }
}

@MainActor
@Suite("Rule 3 records once")
struct BindingWriteRuleCountTests {
  @Test("Rule 3 on a toggle that is not mounted records one issue, in the find's shape")
  func missingToggleRecordsOnce() {
    let store = Store()
    let harness = ParentHarness { Screen() }
    expectRecorded(
      """
      expectBindingWritesReachTheSource(toggle: "Dark mode"): no Toggle titled "Dark mode" is mounted
        Toggles mounted: "Switch"
        Fix: match the title exactly as shown.
      """
    ) {
      harness.expectBindingWritesReachTheSource(toggle: "Dark mode", source: store.isOn)
    }
    #expect(
      recordedIssues { harness.expectBindingWritesReachTheSource(toggle: "Dark mode", source: store.isOn) }
        == 1)
    #expect(harness.checkBindingWritesReachTheSource(toggle: "Dark mode", source: store.isOn) != nil)
  }

  @Test("Rule 3 on a text field that is not mounted records one issue")
  func missingTextFieldRecordsOnce() {
    let store = Store()
    let harness = ParentHarness { Screen() }
    #expect(
      recordedIssues {
        harness.expectBindingWritesReachTheSource(textField: "Email", input: "a@b.c", source: store.name)
      } == 1)
  }
}

/// Writes through to the store but always shows `true`: the getter reads a stale copy.
private struct StaleToggleScreen: View {
  @State var store = Store()
  var body: some View {
    Toggle("Switch", isOn: Binding(get: { true }, set: { store.isOn = $0 }))
  }
}
