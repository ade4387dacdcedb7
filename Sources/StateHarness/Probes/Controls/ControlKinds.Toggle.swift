import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `Toggle`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `Toggle`: ``ViewQuerying/find(toggle:sourceLocation:)``, `tap()`, `isOn`.
  public enum Toggle: TappableControl {
    public static var family: ControlFamily {
      ControlFamily(name: "Toggle", kinds: [.toggle], findLabel: "toggle", operations: "tap() and isOn")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `Toggle` titled `title`.
  ///
  /// Records an issue listing the Toggles mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(toggle: "Push notifications")?.tap()
  /// ```
  public func find(
    toggle title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Toggle>? {
    findControl(ControlKinds.Toggle.self, title, sourceLocation)
  }

  /// Every mounted `Toggle` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(toggle: "Done").count == 3)
  /// ```
  public func findAll(
    toggle title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Toggle>] {
    findAllControls(ControlKinds.Toggle.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.Toggle {
  /// Whether the toggle is on: what its binding reads now.
  ///
  /// ```swift
  /// #expect(harness.find(toggle: "Push notifications")?.isOn == true)
  /// ```
  public var isOn: Bool? { read("isOn") { $0.isOn?.wrappedValue } }
}
