/// A capsule.
public struct Capsule: Shape, Equatable {
  public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Capsule: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
