/// A modifier the graph implements itself (environment writes, identity, lifecycle).
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor)
  /// Whether content sees another environment (asked of the type; see `PrimitiveView`).
  static var transformsEnvironment: Bool { get }
  func transformEnvironment(_ environment: inout EnvironmentValues)
  /// After each evaluation; `isMount` on the first one of this identity.
  func didEvaluate(in node: Node, isMount: Bool)
  func willUnmount(from node: Node)
  /// Whether visiting reads state (a binding) that must be tracked.
  static var runsUserCode: Bool { get }
}

extension PrimitiveModifier {
  static var runsUserCode: Bool { false }
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
  }
  static var transformsEnvironment: Bool { false }
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  func didEvaluate(in node: Node, isMount: Bool) {}
  func willUnmount(from node: Node) {}

}

/// Marks that a modifier node has evaluated once (its `modifierState` is set on mount).
final class MountedMarker {}
