import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Stepper: find(stepper:), increment(), decrement()")
struct ControlKindsStepperTests {
  @Test("increment() and decrement() drive a stepper")
  func stepper() {
    let harness = ParentHarness { Screen() }
    harness.find(stepper: "Count 0")?.increment()
    harness.find(stepper: "Count 1")?.increment()
    harness.find(stepper: "Count 2")?.decrement()
    #expect(harness.installed(Store.self)?.count == 1)
  }
}
