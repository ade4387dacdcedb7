import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("TextField: find(textField:), setInput(_:), input")
struct ControlKindsTextFieldTests {
  @Test("setInput(_:) writes through a text field's binding")
  func setInput() {
    let harness = ParentHarness { Screen() }
    harness.find(textField: "Name")?.setInput("Grace")
    #expect(harness.installed(Store.self)?.name == "Grace")
  }

  @Test("setInput(_:) types into a TextEditor")
  func editor() {
    let harness = ParentHarness { Preferences() }
    let editor = harness.findAll(TextEditor.self).first
    editor?.setInput("Buy milk")
    #expect(harness.find(Preferences.self)?.view.notes == "Buy milk")
  }
}

/// What focus() and submit() say about a field without their modifier.
extension ControlKindsTextFieldTests {
  @Test("focus() and submit() on a field without .focused or .onSubmit record one issue each")
  func focusWithoutBindingRecords() {
    let harness = ParentHarness { TextField("Name", text: .constant("")) }
    expectRecorded(
      """
      focus(): TextField "Name" has no focus binding
        No .focused(_:) or .focused(_:equals:) is applied above the field.
        Fix: bind the field's focus with .focused($state) to drive it from a test.
      """
    ) {
      harness.find(textField: "Name")?.focus()
    }
    expectRecorded(
      """
      submit(): TextField "Name" has no submit action
        No .onSubmit { … } is applied above the field.
        Fix: add .onSubmit { … } to the field or a view above it.
      """
    ) {
      harness.find(textField: "Name")?.submit()
    }
  }
}
