/// A primitive view that mounts one content view below it; stacks, lists and forms differ
/// only in layout, which ViewGraph does not model.
@MainActor
protocol ContentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContentContainer {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}
