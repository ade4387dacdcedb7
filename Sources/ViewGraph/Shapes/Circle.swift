/// A circle.
public struct Circle: Shape, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Circle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
