import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `Button`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `Button`: ``ViewQuerying/find(button:sourceLocation:)``, `tap()`.
  public enum Button: TappableControl {
    public static var family: ControlFamily {
      ControlFamily(name: "Button", kinds: [.button], findLabel: "button", operations: "tap()")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `Button` titled `title` (an image-only button: its accessibility label or its image's name).
  ///
  /// Records an issue listing the Buttons mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(button: "Next speaker")?.tap()
  /// ```
  public func find(
    button title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Button>? {
    findControl(ControlKinds.Button.self, title, sourceLocation)
  }

  /// Every mounted `Button` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(button: "Delete").count == 3)
  /// ```
  public func findAll(
    button title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Button>] {
    findAllControls(ControlKinds.Button.self, title, sourceLocation)
  }
}
