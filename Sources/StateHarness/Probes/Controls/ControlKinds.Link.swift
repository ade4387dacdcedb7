import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `Link`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `Link`: ``ViewQuerying/find(link:sourceLocation:)``, `tap()`.
  public enum Link: TappableControl {
    public static var family: ControlFamily {
      ControlFamily(name: "Link", kinds: [.link], findLabel: "link", operations: "tap()")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `Link` titled `title`.
  ///
  /// Records an issue listing the Links mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(link: "Privacy policy")?.tap()
  /// ```
  public func find(
    link title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Link>? {
    findControl(ControlKinds.Link.self, title, sourceLocation)
  }

  /// Every mounted `Link` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(link: "Help").count == 3)
  /// ```
  public func findAll(
    link title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Link>] {
    findAllControls(ControlKinds.Link.self, title, sourceLocation)
  }
}
