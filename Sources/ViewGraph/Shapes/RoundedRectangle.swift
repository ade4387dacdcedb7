/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
  public let cornerRadius: CGFloat
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  public var body: Never { primitiveBody(Self.self) }
}

extension RoundedRectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
