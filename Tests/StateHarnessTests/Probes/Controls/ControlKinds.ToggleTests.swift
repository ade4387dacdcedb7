import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Toggle: find(toggle:), tap(), isOn")
struct ControlKindsToggleTests {
  @Test("tap() flips a toggle; the next query sees the update")
  func tap() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)
    harness.find(toggle: "Switch")?.tap()
    #expect(store?.isOn == false)
    #expect(harness.find(toggle: "Switch")?.isOn == false)
  }
}
