/// SwiftUI's underscored namespace of variadic views: a `Tree` hands the children of its
/// content to a root, which places them, the way open-source apps wrote custom containers
/// before iOS 18's `Group(subviews:transform:)` (S190).
///
/// ```swift
/// struct Divided<Content: View>: View {
///   @ViewBuilder var content: Content
///   var body: some View { _VariadicView.Tree(DividedLayout()) { content } }
/// }
/// ```
public enum _VariadicView {
  /// A type that places the children of a `Tree`'s content.
  public typealias Root = _VariadicView_Root
  /// A root whose tree is a view.
  public typealias ViewRoot = _VariadicView_ViewRoot
  /// The children of a `Tree`'s content, as its root reads them.
  public typealias Children = _VariadicView_Children
  /// A root whose tree is one view.
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  /// A root whose tree is the views its body makes.
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot

  /// A root with content: as a view, the root's body for the content's children.
  ///
  /// ```swift
  /// _VariadicView.Tree(DividedLayout()) {
  ///   Text("One")
  ///   Text("Two")
  /// }
  /// ```
  public struct Tree<Root: _VariadicView_Root, Content> {
    /// The root that places the children.
    public var root: Root
    /// The content whose children the root places.
    public var content: Content

    /// A tree of `root` over the children of `content`.
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }
  }
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
  /// The root's body for the content's children, which are resolved as a custom
  /// container's subviews are (S165), so a child keeps its state by its identity.
  public var body: Root.Body {
    root.body(children: _VariadicView_Children(subviews: SubviewResolver.subviews(of: content)))
  }
}

extension _VariadicView.Tree: BuiltInCompositeView where Root: _VariadicView_ViewRoot, Content: View {}

// A unary root's tree is one subview; any other root's tree (a multi-view root's, and a
// plain view root's, as SwiftUI lists them) stands for the views its body makes, so an
// enclosing container reads them one by one.
extension _VariadicView.Tree: SubviewSource where Root: _VariadicView_ViewRoot, Content: View {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    guard !(Root.self is any _VariadicView_UnaryViewRoot.Type) else {
      resolver.addLeaf(self)
      return
    }
    // Resolving runs where the enclosing container's body is evaluated, on the main actor;
    // the tree and its body stay on it, so handing them across is safe.
    let tree = UncheckedTree(value: self)
    let body = MainActor.assumeIsolated { UncheckedTree(value: tree.value.body) }
    resolver.add(body.value)
  }
}

/// A value handed into and out of a main-actor region that runs on the current thread.
private struct UncheckedTree<Value>: @unchecked Sendable {
  let value: Value
}
