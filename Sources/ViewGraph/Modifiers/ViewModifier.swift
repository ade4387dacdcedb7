/// A reusable change to a view, with a `body(content:)`, as in SwiftUI. A modifier may
/// hold `@State`; it lives with the identity of the view it modifies.
///
/// ```swift
/// struct Highlight: ViewModifier {
///   @State private var isOn = false
///   func body(content: Content) -> some View {
///     content.onTapGesture { isOn.toggle() }
///   }
/// }
/// Text("Hi").modifier(Highlight())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier wraps, as `content` inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: AnyView
  public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

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
  private static var distributes: Bool { Content.self is any GroupOfMembers.Type }

  func visitChildren(_ visitor: inout ChildVisitor) {
    if Self.distributes {
      visitor.visit(content, key: .content, distributing: modifier)
    } else if let primitive {
      primitive.visit(content: content, into: &visitor)
    } else {
      visitor.visit(ModifierBody(modifier: modifier, content: content), key: .content)
    }
  }

  var transformsEnvironment: Bool { primitive?.transformsEnvironment ?? false }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    primitive?.transformEnvironment(&environment)
  }

  func didEvaluate(in node: Node) {
    primitive?.didEvaluate(in: node, isMount: node.modifierState == nil)
  }

  func willUnmount(from node: Node) { primitive?.willUnmount(from: node) }
}

extension View {
  /// Applies a modifier to this view.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Evaluates a user modifier's `body(content:)`. The modifier is a field, so its `@State`
/// is installed into this node like any view's.
struct ModifierBody<Modifier: ViewModifier, Content: View>: View, _GraphInternalView {
  let modifier: Modifier
  let content: Content

  var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
  }
}

/// A modifier the graph implements itself (environment writes, identity, lifecycle).
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor)
  var transformsEnvironment: Bool { get }
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
  var transformsEnvironment: Bool { false }
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  func didEvaluate(in node: Node, isMount: Bool) {}
  func willUnmount(from node: Node) {}

}

/// Marks that a modifier node has evaluated once (its `modifierState` is set on mount).
final class MountedMarker {}
