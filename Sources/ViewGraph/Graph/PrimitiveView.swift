/// A view the graph mounts itself instead of evaluating a `body`: structural views,
/// containers, controls and modifiers.
@MainActor
protocol PrimitiveView {
  /// Reports the children to mount below this view, each with its identity component.
  func visitChildren(_ visitor: inout ChildVisitor)
  /// The environment this view's children see. Called only when `transformsEnvironment`.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  var transformsEnvironment: Bool { get }
  /// Called after every evaluation of the node; `previous` is nil on mount.
  func didEvaluate(in node: Node, previous: Any?)
  /// Called when the node's identity leaves the tree.
  func willUnmount(from node: Node)
  /// A control (button, toggle, text field…) a test can drive, if this view is one.
  var control: Control? { get }
  /// The string this view shows, if it shows one (`Text`).
  var displayedText: String? { get }
}

extension PrimitiveView {
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  var transformsEnvironment: Bool { false }
  func didEvaluate(in node: Node, previous: Any?) {}
  func willUnmount(from node: Node) {}
  var control: Control? { nil }
  var displayedText: String? { nil }
}

/// A type that decides for itself whether a new value is the same graph input as the old
/// one (SEMANTICS S37): bindings compare their location, `@State` is never an input.
@MainActor
protocol GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

/// Marks composite views that belong to a runtime or harness rather than to the app
/// (a modifier's body, a harness root). Public only so StateHarness can mark its roots.
public protocol _GraphInternalView {}
