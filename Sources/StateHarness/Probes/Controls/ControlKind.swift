@_spi(Inspection) import ViewGraph

/// A kind of control a harness finds by title. The probe it returns,
/// `ControlProbe<Kind>`, offers only that kind's operations, so driving the wrong kind
/// does not compile:
///
/// ```swift
/// harness.find(toggle: "Push notifications")?.tap()        // ControlProbe<ControlKinds.Toggle>
/// harness.find(textField: "Display name")?.setInput("Ada")  // ControlProbe<ControlKinds.TextField>
/// harness.find(NameSection.self)?.tap()                      // error: ViewProbe has no tap()
/// ```
public protocol ControlKind: Sendable {
  /// How controls of this kind are found, named and driven.
  static var family: ControlFamily { get }
}

/// The control kinds whose probe has ``ControlProbe/tap(sourceLocation:)``.
public protocol TappableControl: ControlKind {}

/// The kinds of control a harness finds by title, one per `find(…:)` query.
public enum ControlKinds {}
