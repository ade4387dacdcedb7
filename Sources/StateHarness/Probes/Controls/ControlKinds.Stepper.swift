import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `Stepper`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `Stepper`: ``ViewQuerying/find(stepper:sourceLocation:)``, `increment()`, `decrement()`.
  public enum Stepper: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "Stepper", kinds: [.stepper], findLabel: "stepper", operations: "increment() and decrement()")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `Stepper` titled `title`.
  ///
  /// Records an issue listing the Steppers mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func find(
    stepper title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Stepper>? {
    findControl(ControlKinds.Stepper.self, title, sourceLocation)
  }

  /// Every mounted `Stepper` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(stepper: "Quantity").count == 3)
  /// ```
  public func findAll(
    stepper title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Stepper>] {
    findAllControls(ControlKinds.Stepper.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.Stepper {
  /// Presses the stepper's increment.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func increment(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("increment()", sourceLocation) { $0.steps?.increment?() }
  }

  /// Presses the stepper's decrement.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.decrement()
  /// ```
  public func decrement(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("decrement()", sourceLocation) { $0.steps?.decrement?() }
  }
}
