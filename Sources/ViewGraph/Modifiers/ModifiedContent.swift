/// A view with a modifier applied, as in SwiftUI.
///
/// ```swift
/// let padded: ModifiedContent<Text, Highlight> = Text("Hi").modifier(Highlight())
/// ```
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  // A user modifier's body is its own (tracked) composite node; of the primitive modifiers,
  // only those that read state while visiting (a presentation binding) need tracking.
  static var runsUserCode: Bool {
    guard !distributes else { return false }
    return (Modifier.self as? any PrimitiveModifier.Type)?.runsUserCode ?? false
  }

  private var primitive: (any PrimitiveModifier)? {
    Self.distributes ? nil : modifier as? any PrimitiveModifier
  }

  /// Whether the content is a group, whose members each get the modifier (S52).
  fileprivate static var distributes: Bool { Content.self is any GroupOfMembers.Type }

  func visitChildren(_ visitor: inout ChildVisitor) {
    if Self.distributes {
      visitor.visit(content, key: .content, distributing: modifier)
    } else if let primitive {
      primitive.visit(content: content, into: &visitor)
    } else if let environmental = modifier as? any EnvironmentalModifier {
      environmental.visitResolved(content: content, into: &visitor)
    } else {
      visitor.visit(ModifierBody(modifier: modifier, content: content), key: .content)
    }
  }

  static var transformsEnvironment: Bool {
    guard !distributes else { return false }
    return (Modifier.self as? any PrimitiveModifier.Type)?.transformsEnvironment ?? false
  }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    primitive?.transformEnvironment(&environment)
  }

}

// Primitive modifiers act after evaluations and on unmount (onAppear, task, onChange…);
// a user modifier's body is a node of its own.
extension ModifiedContent: LifecycleObservingView
where Content: View, Modifier: PrimitiveModifier {
  func didEvaluate(in node: Node) {
    guard !Self.distributes else { return }
    modifier.didEvaluate(in: node, isMount: node.modifierState == nil)
  }

  func willUnmount(from node: Node) {
    guard !Self.distributes else { return }
    modifier.willUnmount(from: node)
  }
}

// A modified group is a group: further modifiers also apply to each member (S52).
extension ModifiedContent: MemberList, GroupOfMembers
where Content: GroupOfMembers, Modifier: ViewModifier {}
