/// An ellipse.
public struct Ellipse: Shape, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Ellipse: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
