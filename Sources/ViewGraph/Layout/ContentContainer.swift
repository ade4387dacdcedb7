/// A primitive view that mounts one content view below it; stacks, lists and forms differ
/// only in layout, which ViewGraph does not model.
@MainActor
protocol ContentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContentContainer {
  func visitChildren(_ visitor: inout ChildVisitor) {
    // A block of several views (`HStack { A; B }`) is mounted as the container's children,
    // `[0]` and `[1]`, without a node for its `TupleView` between them: the tuple's type is
    // part of the container's, so the container's identity already ends where the tuple's
    // would, and the node would hold nothing. A row of a list is spared a node. A group
    // keeps it: a tuple below a group passes the group's modifiers on to its members (S52).
    if visitor.foldsTupleContent(of: Self.self, content: Content.self) {
      TupleView<Void>.pack(of: content).visit(&visitor)
    } else {
      visitor.visit(content, key: .content)
    }
  }
}

extension ChildVisitor {
  /// Whether a container of type `Container` visiting this visitor's node mounts the
  /// views of its `Content` tuple directly (``ContentContainer``); decided once per type.
  func foldsTupleContent<Container, Content>(
    of container: Container.Type, content: Content.Type
  ) -> Bool {
    let info = node.info
    guard info.typeID == ObjectIdentifier(Container.self) else {
      return Content.self is any TupleViewContent.Type && !(Container.self is any MemberList.Type)
    }
    if let known = info.foldsTupleContent { return known }
    let folds = Content.self is any TupleViewContent.Type && !(Container.self is any MemberList.Type)
    info.foldsTupleContent = folds
    return folds
  }
}
