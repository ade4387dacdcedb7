/// A type-erased view. The identity of its content includes the content's type, so
/// changing the wrapped type replaces the subtree.
///
/// ```swift
/// let erased = AnyView(Text("Hello"))
/// ```
public struct AnyView {
  let content: any View

  public init<V: View>(_ view: V) { content = view }
  public init<V: View>(erasing view: V) { content = view }

}

extension AnyView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
  }
}

extension AnyView: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    func compare<V: View>(_ lhs: V) -> Bool {
      guard let rhs = rhs.content as? V else { return false }
      return graphIsEqual(lhs, rhs)
    }
    return compare(lhs.content)
  }
}
