import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `MultiDatePicker`: its kind, the query that finds it and its probe's operations. Adding a
// control: "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `MultiDatePicker`: ``ViewQuerying/find(multiDatePicker:sourceLocation:)``,
  /// `toggle(day:)`, `days`.
  public enum MultiDatePicker: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "MultiDatePicker", kinds: [.multiDatePicker], findLabel: "multiDatePicker",
        operations: "toggle(day:) and days")
    }

    /// The days of a selection as snapshots and maps show them: `2026-03-02, 2026-03-05`,
    /// in order, whatever order the set keeps; `no days` when empty.
    static func text(of days: Set<DateComponents>) -> String {
      guard !days.isEmpty else { return "no days" }
      return days.map(dayText).sorted().joined(separator: ", ")
    }

    /// `2026-03-02`; a part the components leave out shows as `?`.
    static func dayText(_ day: DateComponents) -> String {
      func part(_ value: Int?, _ width: Int) -> String {
        guard let value else { return "?" }
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      return "\(part(day.year, 4))-\(part(day.month, 2))-\(part(day.day, 2))"
    }

    /// Whether two components name the same day of the year, whatever else they hold.
    static func sameDay(_ lhs: DateComponents, _ rhs: DateComponents) -> Bool {
      (lhs.year, lhs.month, lhs.day) == (rhs.year, rhs.month, rhs.day)
    }
  }
}

extension ViewQuerying {
  /// The one mounted `MultiDatePicker` titled `title` (the text of its label).
  ///
  /// Records an issue listing the MultiDatePickers mounted, and returns nil, when none is
  /// titled `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(multiDatePicker: "Dates Available")?.toggle(day: DateComponents(year: 2026, month: 3, day: 2))
  /// ```
  public func find(
    multiDatePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.MultiDatePicker>? {
    findControl(ControlKinds.MultiDatePicker.self, title, sourceLocation)
  }

  /// Every mounted `MultiDatePicker` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(multiDatePicker: "Shifts").count == 2)
  /// ```
  public func findAll(
    multiDatePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.MultiDatePicker>] {
    findAllControls(ControlKinds.MultiDatePicker.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.MultiDatePicker {
  /// Taps `day` in the calendar, as a user would: a day the selection holds leaves it, any
  /// other joins it as given; then the updates it causes are applied. Days are compared by
  /// year, month and day.
  ///
  /// Records an issue when the picker is disabled or left the tree, when `day` does not
  /// name a day (year, month and day), or when it lies outside the picker's `in:` bounds,
  /// where a user cannot tap it.
  ///
  /// ```swift
  /// harness.find(multiDatePicker: "Dates Available")?.toggle(day: DateComponents(year: 2026, month: 3, day: 2))
  /// ```
  public func toggle(day: DateComponents, sourceLocation: SourceLocation = #_sourceLocation) {
    let call = "toggle(day: \(ControlKinds.MultiDatePicker.dayText(day)))"
    drive(call, sourceLocation) { control in
      guard let picker = control.multiDatePicker else { return }
      if let problem = problem(tapping: day, bounds: picker.bounds, call: call) {
        reportIssue(problem, of: harness, sourceLocation: sourceLocation)
        return
      }
      var days = picker.days.wrappedValue
      if let chosen = days.first(where: { ControlKinds.MultiDatePicker.sameDay($0, day) }) {
        days.remove(chosen)
      } else {
        days.insert(day)
      }
      picker.days.wrappedValue = days
    }
  }

  /// The days the picker's binding holds now.
  ///
  /// ```swift
  /// #expect(harness.find(multiDatePicker: "Dates Available")?.days?.count == 1)
  /// ```
  public var days: Set<DateComponents>? { read("days") { $0.multiDatePicker?.days.wrappedValue } }

  /// Why a user could not tap `day`, or nil when they could.
  private func problem(tapping day: DateComponents, bounds: Range<Date>?, call: String) -> HarnessFailure? {
    let calendar = day.calendar ?? Calendar.current
    guard day.year != nil, day.month != nil, day.day != nil,
      let start = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)),
      let end = calendar.date(byAdding: .day, value: 1, to: start)
    else {
      return HarnessFailure(
        headline: "\(call): the components name no day",
        evidence: ["A calendar's day has a year, a month and a day."],
        fix: "give the day as DateComponents(year:month:day:).")
    }
    // A day is offered when any of it lies in the bounds: `in: Date()...` offers today.
    guard let bounds, start >= bounds.upperBound || end <= bounds.lowerBound else { return nil }
    let from = bounds.lowerBound == .distantPast ? nil : "from \(bounds.lowerBound)"
    let before = bounds.upperBound == .distantFuture ? nil : "before \(bounds.upperBound)"
    return HarnessFailure(
      headline: "\(call): \(label) only offers days "
        + [from, before].compactMap { $0 }.joined(separator: " "),
      fix: "tap a day inside the bounds the picker is given with in:.")
  }
}
