import Testing
@_spi(Inspection) import ViewGraph

/// What every probe of a mounted view offers, whatever it found: queries inside it
/// (``ViewQuerying``), the modifiers applied to it, the view of yours that contains it,
/// and the drives of the list row or presentation it is in.
///
/// ```swift
/// let row = harness.find(text: "Ada")
/// row?.delete()                                  // the ForEach's onDelete, with Ada's offset
/// #expect(row?.parent()?.view is AttendeeRow)
/// ```
///
/// ``ViewProbe`` and ``ControlProbe`` conform; conforming a type of your own is not
/// supported.
@MainActor
public protocol Probe: ViewQuerying {}

extension ViewProbe: Probe {}
extension ControlProbe: Probe {}

extension Probe {
  /// The probe behind the protocol: every conformer is a mounted probe.
  var mounted: any MountedProbe { __queryScope.probe.unsafelyUnwrapped }

  /// The `.accessibilityIdentifier(_:)` applied to the view.
  ///
  /// ```swift
  /// #expect(harness.find(button: "Next speaker")?.accessibilityIdentifier == "next")
  /// ```
  public var accessibilityIdentifier: String? {
    let probe = mounted
    return probe.harness.operation(probe.sourceLocation) { probe.node.accessibilityIdentifier }
  }

  /// The `.accessibilityLabel(_:)` applied to the view (for a control, also one inside its
  /// label).
  ///
  /// ```swift
  /// #expect(harness.find(button: "forward.fill")?.accessibilityLabel == "Next speaker")
  /// ```
  public var accessibilityLabel: String? {
    let probe = mounted
    return probe.harness.operation(probe.sourceLocation) { probe.node.accessibilityLabel }
  }

  /// The `.tag(_:)` applied to the view: what a picker, a tab view or a list selects it by.
  ///
  /// ```swift
  /// #expect(harness.find(text: "Vanilla")?.tag == AnyHashable(Flavor.vanilla))
  /// ```
  public var tag: AnyHashable? {
    let probe = mounted
    return probe.harness.operation(probe.sourceLocation) {
      ([probe.node] + probe.node.wrappingModifiers).lazy.compactMap(\.tag).first
    }
  }
}
