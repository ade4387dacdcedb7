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
