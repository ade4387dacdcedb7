import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// What a probe says when typed text or a date is out of a field's reach, on the catalog's
/// expense form (S68; what the runtime does is pinned in ViewGraphTests).
@MainActor
@Suite("S68: formatted input driven by a probe") struct ToolbarAndFormattedInputTests {
  @Test("S68: typing text the format cannot parse records one issue and keeps the value")
  func unparseableInputRecords() {
    let harness = ParentHarness { ExpenseEntryScreen().environment(ExpenseBook()) }
    harness.find(textField: "Amount")?.setInput("4")
    expectRecorded(
      """
      setInput("four"): TextField "Amount" cannot take this text; its value stays
        FloatingPointFormatStyle<Double> cannot parse "four" (it formats the value as "4")
        Fix: type the text as the field's format writes it.
      """
    ) {
      harness.find(textField: "Amount")?.setInput("four")
    }
    #expect(harness.contains(text: "Entered 4"))
  }

  @Test("S68: a date picker's range bounds what select(date:) may pick")
  func datePickerRangeIsEnforced() {
    let harness = ParentHarness { ExpenseEntryScreen().environment(ExpenseBook()) }
    let inRange = Date(timeIntervalSince1970: 1_750_000_000)
    harness.find(datePicker: "Date")?.select(date: inRange)
    #expect(harness.find(datePicker: "Date")?.date == inRange)
    let late = Date(timeIntervalSince1970: 1_900_000_000)
    expectRecorded(
      """
      select(date: \(late)): DatePicker "Date" only offers dates through \(Date(timeIntervalSince1970: 1_800_000_000))
        Fix: pick a date inside the range the picker is given with in:.
      """
    ) {
      harness.find(datePicker: "Date")?.select(date: late)
    }
    #expect(harness.find(datePicker: "Date")?.date == inRange)
  }
}
