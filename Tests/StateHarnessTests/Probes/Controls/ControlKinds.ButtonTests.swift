import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Button: find(button:), tap()")
struct ControlKindsButtonTests {
  @Test("tap() runs a button's action; the next query sees the update")
  func tap() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)
    harness.find(stepper: "Count 0")?.increment()
    harness.find(stepper: "Count 1")?.increment()
    harness.find(button: "Reset")?.tap()
    #expect(store?.count == 0)
    #expect(harness.find(stepper: "Count 0") != nil)
  }
}
