import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `ShareLink`: its kind, the query that finds it and its probe's operations. Adding a
// control: "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `ShareLink`: ``ViewQuerying/find(shareLink:sourceLocation:)``, `items` and
  /// `items(of:)`. The share sheet is the system's: a test checks what the link offers it.
  public enum ShareLink: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "ShareLink", kinds: [.shareLink], findLabel: "shareLink", operations: "items and items(of:)")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `ShareLink` titled `title` (the text of its label; "Share" for the
  /// default label).
  ///
  /// Records an issue listing the ShareLinks mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// #expect(harness.find(shareLink: "Share")?.items(of: URL.self) == [article.url])
  /// ```
  public func find(
    shareLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.ShareLink>? {
    findControl(ControlKinds.ShareLink.self, title, sourceLocation)
  }

  /// Every mounted `ShareLink` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(shareLink: "Share").count == 3)
  /// ```
  public func findAll(
    shareLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.ShareLink>] {
    findAllControls(ControlKinds.ShareLink.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.ShareLink {
  /// The items a tap offers the share sheet now, in order.
  ///
  /// ```swift
  /// #expect(harness.find(shareLink: "Export")?.items.count == 2)
  /// ```
  public var items: [any Transferable]? { read("items") { $0.sharedItems } }

  /// The items a tap offers the share sheet, as `type`; nil when the link is gone or
  /// shares items of another type.
  ///
  /// ```swift
  /// #expect(harness.find(shareLink: "Share")?.items(of: URL.self) == [article.url])
  /// ```
  public func items<Item: Transferable>(of type: Item.Type) -> [Item]? {
    read("items(of:)") { control in
      control.sharedItems.flatMap { items in
        let typed = items.compactMap { $0 as? Item }
        return typed.count == items.count ? typed : nil
      }
    }
  }
}
