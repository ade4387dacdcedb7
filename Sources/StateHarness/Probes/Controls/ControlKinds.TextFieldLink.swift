import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `TextFieldLink`: its kind, the query that finds it and its probe's operations. Adding a
// control: "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `TextFieldLink` (watchOS): ``ViewQuerying/find(textFieldLink:sourceLocation:)``,
  /// `submit(_:)`.
  public enum TextFieldLink: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "TextFieldLink", kinds: [.textFieldLink], findLabel: "textFieldLink",
        operations: "submit(_:)")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `TextFieldLink` titled `title` (the text of its label).
  ///
  /// Records an issue listing the TextFieldLinks mounted, and returns nil, when none is
  /// titled `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(textFieldLink: "Add a note")?.submit("Ran 5 km")
  /// ```
  public func find(
    textFieldLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.TextFieldLink>? {
    findControl(ControlKinds.TextFieldLink.self, title, sourceLocation)
  }

  /// Every mounted `TextFieldLink` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(textFieldLink: "Reply").count == 2)
  /// ```
  public func findAll(
    textFieldLink title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.TextFieldLink>] {
    findAllControls(ControlKinds.TextFieldLink.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.TextFieldLink {
  /// Presses the link, enters `text` and accepts it, as a user would: the link's
  /// `onSubmit` runs with `text`, then the updates it causes are applied.
  ///
  /// Records an issue when the link is disabled or left the tree.
  ///
  /// ```swift
  /// harness.find(textFieldLink: "Add a note")?.submit("Ran 5 km")
  /// ```
  public func submit(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("submit(_:)", sourceLocation) { $0.submission?(text) }
  }
}
