/// A rectangle.
public struct Rectangle: Shape, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Rectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
