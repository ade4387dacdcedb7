import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `Slider`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `Slider`: ``ViewQuerying/find(slider:sourceLocation:)``, `setValue(_:)`, `value`.
  public enum Slider: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "Slider", kinds: [.slider], findLabel: "slider", operations: "setValue(_:) and value")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `Slider` whose label shows `title`.
  ///
  /// Records an issue listing the Sliders mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func find(
    slider title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.Slider>? {
    findControl(ControlKinds.Slider.self, title, sourceLocation)
  }

  /// Every mounted `Slider` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(slider: "Volume").count == 3)
  /// ```
  public func findAll(
    slider title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.Slider>] {
    findAllControls(ControlKinds.Slider.self, title, sourceLocation)
  }
}

extension ControlProbe where Kind == ControlKinds.Slider {
  /// Moves the slider to `value`.
  ///
  /// Records an issue when `value` is outside the slider's bounds.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func setValue(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setValue(_:)", sourceLocation) { control in
      if let bounds = control.slider?.bounds, !bounds.contains(value) {
        reportIssue(
          HarnessFailure(
            headline:
              "setValue(\(value)): \(label) only goes from \(bounds.lowerBound) to \(bounds.upperBound)",
            fix: "pick a value inside the slider's range."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.slider?.value.wrappedValue = value
    }
  }

  /// What the slider's value reads now.
  public var value: Double? { read("value") { $0.slider?.value.wrappedValue } }
}
