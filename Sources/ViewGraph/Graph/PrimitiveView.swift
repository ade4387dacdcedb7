/// A view the graph mounts itself instead of evaluating a `body`: structural views,
/// containers, controls and modifiers.
@MainActor
protocol PrimitiveView {
  /// Reports the children to mount below this view, each with its identity component.
  func visitChildren(_ visitor: inout ChildVisitor)
  /// The environment this view's children see. Called only when `transformsEnvironment`.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  var transformsEnvironment: Bool { get }
  /// Called after every evaluation of the node. State kept across evaluations (a last
  /// value, a running task) lives in `node.modifierState`.
  func didEvaluate(in node: Node)
  /// Called when the node's identity leaves the tree.
  func willUnmount(from node: Node)
  /// A control (button, toggle, text field…) a test can drive, if this view is one.
  var control: Control? { get }
  /// The control, given the environment it is mounted in (a link opens URLs through it,
  /// an alert's button dismisses the alert). Defaults to ``control``.
  func control(in environment: EnvironmentValues) -> Control?
  /// The string this view shows, if it shows one (`Text`).
  var displayedText: String? { get }
  /// Whether visiting children runs user code (a `ForEach` row's closure), whose reads
  /// must be tracked. Structural views read nothing and skip tracking.
  static var runsUserCode: Bool { get }
}

extension PrimitiveView {
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  var transformsEnvironment: Bool { false }
  func didEvaluate(in node: Node) {}
  func willUnmount(from node: Node) {}
  var control: Control? { nil }
  func control(in environment: EnvironmentValues) -> Control? { control }
  var displayedText: String? { nil }
  static var runsUserCode: Bool { false }
}

/// A primitive view's requirements as closures over its concrete type, built once per
/// type, so the graph calls them without an existential cast per evaluation.
struct PrimitiveWitness<V> {
  let runsUserCode: Bool
  let visitChildren: @MainActor (V, inout ChildVisitor) -> Void
  let transformsEnvironment: @MainActor (V) -> Bool
  let transformEnvironment: @MainActor (V, inout EnvironmentValues) -> Void
  let didEvaluate: @MainActor (V, Node) -> Void
  let willUnmount: @MainActor (V, Node) -> Void
  let control: @MainActor (V, EnvironmentValues) -> Control?
  let displayedText: @MainActor (V) -> String?

  @MainActor
  static func make(for type: V.Type) -> PrimitiveWitness? {
    guard let primitive = type as? any PrimitiveView.Type else { return nil }
    func open<P: PrimitiveView>(_: P.Type) -> PrimitiveWitness {
      // V is P (the cast above succeeded); the runtime copies a same-type cast directly.
      PrimitiveWitness(
        runsUserCode: P.runsUserCode,
        visitChildren: { view, visitor in (view as! P).visitChildren(&visitor) },
        transformsEnvironment: { ($0 as! P).transformsEnvironment },
        transformEnvironment: { view, environment in (view as! P).transformEnvironment(&environment) },
        didEvaluate: { view, node in (view as! P).didEvaluate(in: node) },
        willUnmount: { view, node in (view as! P).willUnmount(from: node) },
        control: { view, environment in (view as! P).control(in: environment) },
        displayedText: { ($0 as! P).displayedText })
    }
    return open(primitive)
  }
}

/// A type that decides for itself whether a new value is the same graph input as the old
/// one (SEMANTICS S37): bindings compare their location, `@State` is never an input.
@MainActor
protocol GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

/// Marks composite views that belong to the runtime or an inspection tool rather than to
/// the app (a modifier's body, a tool's root view).
@_spi(Inspection)
public protocol _GraphInternalView {}

/// A SwiftUI view that ViewGraph builds from other views with a `body` (a `NavigationView`
/// is a `NavigationStack`). It is the runtime's, not the app's, like `_GraphInternalView`,
/// but public types can conform to it without exposing it.
protocol BuiltInCompositeView {}
