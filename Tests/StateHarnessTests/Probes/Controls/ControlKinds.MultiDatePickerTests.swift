import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// A rota whose available days are picked from March 2026 on, and whose summary reads them.
private struct Rota: View {
  static let march = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 3, day: 1)
    .date!
  @State var days: Set<DateComponents> = []
  @State var locked = false

  var body: some View {
    Form {
      MultiDatePicker("Available", selection: $days, in: Self.march...)
        .disabled(locked)
      Text("\(days.count) days available")
      Toggle("Lock", isOn: $locked)
    }
  }
}

@MainActor
@Suite("MultiDatePicker")
struct MultiDatePickerTests {
  static func day(_ day: Int, month: Int = 3) -> DateComponents {
    DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: month, day: day)
  }

  @Test("S306: toggle(day:) adds a day, a second toggle removes it, and what reads the set updates")
  func toggle() {
    let harness = ParentHarness { Rota() }
    #expect(harness.find(multiDatePicker: "Available")?.days == [])
    harness.find(multiDatePicker: "Available")?.toggle(day: Self.day(2))
    harness.find(multiDatePicker: "Available")?.toggle(day: Self.day(5))
    #expect(harness.find(multiDatePicker: "Available")?.days == [Self.day(2), Self.day(5)])
    #expect(harness.find(text: "2 days available") != nil)
    harness.find(multiDatePicker: "Available")?.toggle(day: DateComponents(year: 2026, month: 3, day: 2))
    #expect(harness.find(Rota.self)?.view.days == [Self.day(5)])
    #expect(harness.find(text: "1 days available") != nil)
  }

  @Test("the snapshot shows the days in order; the map shows the binding it writes")
  func snapshotAndMap() {
    let harness = ParentHarness { Rota() }
    #expect(harness.snapshot().contains("MultiDatePicker \"Available\": no days"))
    harness.find(multiDatePicker: "Available")?.toggle(day: Self.day(9))
    harness.find(multiDatePicker: "Available")?.toggle(day: Self.day(3))
    #expect(harness.snapshot().contains("MultiDatePicker \"Available\": 2026-03-03, 2026-03-09"))
    #expect(
      harness.ownershipMap().description.contains(
        "MultiDatePicker \"Available\" -> Rota.days = 2026-03-03, 2026-03-09"))
  }

  @Test("S306: a day before the picker's bounds cannot be tapped: one issue, and the days stay")
  func outsideBounds() {
    let harness = ParentHarness { Rota() }
    let recorded = recordedIssueDetails {
      harness.find(multiDatePicker: "Available")?.toggle(day: Self.day(28, month: 2))
    }
    #expect(
      recorded.map(\.message) == [
        """
        toggle(day: 2026-02-28): MultiDatePicker "Available" only offers days from \(Rota.march)
          Fix: tap a day inside the bounds the picker is given with in:.
        """
      ])
    #expect(recorded.map(\.line) == [#line - 9])
    #expect(harness.find(multiDatePicker: "Available")?.days == [])
  }

  @Test("components that name no day are named: one issue, and the days stay")
  func notADay() {
    let harness = ParentHarness { Rota() }
    expectRecorded(
      """
      toggle(day: 2026-03-?): the components name no day
        A calendar's day has a year, a month and a day.
        Fix: give the day as DateComponents(year:month:day:).
      """
    ) {
      harness.find(multiDatePicker: "Available")?.toggle(day: DateComponents(year: 2026, month: 3))
    }
    #expect(harness.find(multiDatePicker: "Available")?.days == [])
  }

  @Test("a disabled picker cannot be tapped: one issue, and the days stay")
  func disabled() {
    let harness = ParentHarness { Rota() }
    harness.find(toggle: "Lock")?.tap()
    expectRecorded(
      """
      toggle(day: 2026-03-02): MultiDatePicker "Available" is disabled
        A .disabled(true) above it sets \\.isEnabled to false.
        Fix: bring the screen into the state that enables it first.
      """
    ) {
      harness.find(multiDatePicker: "Available")?.toggle(day: Self.day(2))
    }
    #expect(harness.find(multiDatePicker: "Available")?.days == [])
  }

  @Test("a multi-date picker asked for as a date picker is named, with the query that finds it")
  func askedAsAnotherKind() {
    let harness = ParentHarness { Rota() }
    expectRecorded(
      """
      find(datePicker: "Available"): no DatePicker titled "Available" is mounted
        No DatePicker is mounted.
        A MultiDatePicker is titled "Available".
        Fix: use find(multiDatePicker: "Available") to find it; it offers toggle(day:) and days.
      """
    ) {
      _ = harness.find(datePicker: "Available")
    }
  }
}
