import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `Picker`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `Picker`: ``ViewQuerying/find(picker:sourceLocation:)``, `select(_:)`, `selection`.
  public enum Picker: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "Picker", kinds: [.picker], findLabel: "picker", operations: "select(_:) and selection")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `Picker` titled `title`.
  ///
  /// Records an issue listing the Pickers mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func find(
    picker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Picker>? {
    findControl(ControlKinds.Picker.self, title, sourceLocation)
  }

  /// Every mounted `Picker` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(picker: "Flavor").count == 3)
  /// ```
  public func findAll(
    picker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Picker>] {
    findAllControls(ControlKinds.Picker.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.Picker {
  /// Picks the option tagged `value`.
  ///
  /// Records an issue naming the options when no view of the picker is tagged `value`.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func select<Value: Hashable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    drive("select(_:)", sourceLocation) { control in
      let options = node.pickerOptions
      guard options.contains(where: { $0.tag == AnyHashable(value) }) else {
        reportIssue(
          HarnessFailure(
            headline: "select(\(describe(value))): \(label) has no option tagged \(describe(value))",
            evidence: [
              "options: "
                + options.map { "\(describe($0.tag.base)) (\"\($0.label)\")" }.joined(separator: ", ")
            ],
            fix: "select one of the tags the picker's content declares with .tag(_:)."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.selection?.wrappedValue = AnyHashable(value)
    }
  }

  /// What the picker's selection reads now.
  public var selection: AnyHashable? { read("selection") { $0.selection?.wrappedValue } }
}
