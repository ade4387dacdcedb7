import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `NavigationLink`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `NavigationLink`: ``ViewQuerying/find(navigationLink:sourceLocation:)``, `tap()`.
  public enum NavigationLink: TappableControl {
    public static var family: ControlFamily {
      ControlFamily(
        name: "NavigationLink", kinds: [.navigationLink], findLabel: "navigationLink", operations: "tap()")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `NavigationLink` titled `title`.
  ///
  /// Records an issue listing the NavigationLinks mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(navigationLink: "Settings")?.tap()
  /// ```
  public func find(
    navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.NavigationLink>? {
    findControl(ControlKinds.NavigationLink.self, title, sourceLocation)
  }

  /// Every mounted `NavigationLink` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(navigationLink: "Details").count == 3)
  /// ```
  public func findAll(
    navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.NavigationLink>] {
    findAllControls(ControlKinds.NavigationLink.self, title, sourceLocation)
  }
}
