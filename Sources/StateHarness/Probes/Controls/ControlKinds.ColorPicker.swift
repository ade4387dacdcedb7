import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `ColorPicker`: its kind, the query that finds it and its probe's operations. Adding a
// control: "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `ColorPicker`: ``ViewQuerying/find(colorPicker:sourceLocation:)``, `select(color:)`,
  /// `color`.
  public enum ColorPicker: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "ColorPicker", kinds: [.colorPicker], findLabel: "colorPicker",
        operations: "select(color:) and color")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `ColorPicker` titled `title` (the text of its label).
  ///
  /// Records an issue listing the ColorPickers mounted, and returns nil, when none is
  /// titled `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(colorPicker: "Accent")?.select(color: .orange)
  /// ```
  public func find(
    colorPicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.ColorPicker>? {
    findControl(ControlKinds.ColorPicker.self, title, sourceLocation)
  }

  /// Every mounted `ColorPicker` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(colorPicker: "Tint").count == 3)
  /// ```
  public func findAll(
    colorPicker title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.ColorPicker>] {
    findAllControls(ControlKinds.ColorPicker.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.ColorPicker {
  /// Picks `color`, as a user picking it in the color well would: the picker's binding is
  /// set, then the updates it causes are applied.
  ///
  /// Records an issue when the picker is disabled or left the tree.
  ///
  /// ```swift
  /// harness.find(colorPicker: "Accent")?.select(color: .orange)
  /// ```
  public func select(color: Color, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("select(color:)", sourceLocation) { $0.color?.wrappedValue = color }
  }

  /// The color the picker's binding reads now.
  ///
  /// ```swift
  /// #expect(harness.find(colorPicker: "Accent")?.color == .orange)
  /// ```
  public var color: Color? { read("color") { $0.color?.wrappedValue } }
}
