import Foundation

/// A rectangle with rounded corners.
public struct RoundedRectangle: Equatable, Sendable {
  public let cornerRadius: CGFloat
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
}

extension RoundedRectangle: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
  }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension RoundedRectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
