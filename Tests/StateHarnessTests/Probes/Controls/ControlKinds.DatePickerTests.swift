import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("DatePicker: find(datePicker:), select(date:)")
struct ControlKindsDatePickerTests {
  @Test("select(date:) sets a DatePicker")
  func selectDate() {
    let harness = ParentHarness { Preferences() }
    let date = Date(timeIntervalSince1970: 3_600)
    harness.find(datePicker: "Due")?.select(date: date)
    #expect(harness.find(Preferences.self)?.view.due == date)
  }
}
