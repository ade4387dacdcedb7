/// Compares the view with `==` to decide whether it has new inputs (S51).
public struct EquatableView<Content: View & Equatable> {
  public var content: Content
  public init(content: Content) { self.content = content }
}

extension EquatableView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension EquatableView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

extension EquatableView: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.content == rhs.content }
}

extension View where Self: Equatable {
  /// Re-evaluates this view only when its new value is not `==` to the old (S51).
  ///
  /// ```swift
  /// Row(item: item).equatable()
  /// ```
  nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
