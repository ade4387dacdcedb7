import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `DatePicker`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `DatePicker`: ``ViewQuerying/find(datePicker:sourceLocation:)``, `select(date:)`, `date`.
  public enum DatePicker: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "DatePicker", kinds: [.datePicker], findLabel: "datePicker",
        operations: "select(date:) and date")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `DatePicker` titled `title`.
  ///
  /// Records an issue listing the DatePickers mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func find(
    datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.DatePicker>? {
    findControl(ControlKinds.DatePicker.self, title, sourceLocation)
  }

  /// Every mounted `DatePicker` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(datePicker: "Due").count == 3)
  /// ```
  public func findAll(
    datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.DatePicker>] {
    findAllControls(ControlKinds.DatePicker.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.DatePicker {
  /// Picks `date`.
  ///
  /// Records an issue when `date` is outside the picker's range (`in: Date()...`), which a
  /// user could not pick.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func select(date: Date, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("select(date:)", sourceLocation) { control in
      if let range = control.datePicker?.range, !range.contains(date) {
        let from = range.lowerBound == .distantPast ? nil : "from \(range.lowerBound)"
        let through = range.upperBound == .distantFuture ? nil : "through \(range.upperBound)"
        reportIssue(
          HarnessFailure(
            headline: "select(date: \(date)): \(label) only offers dates "
              + [from, through].compactMap { $0 }.joined(separator: " "),
            fix: "pick a date inside the range the picker is given with in:."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.datePicker?.date.wrappedValue = date
    }
  }

  /// The date the picker's binding reads now.
  public var date: Date? { read("date") { $0.datePicker?.date.wrappedValue } }
}
