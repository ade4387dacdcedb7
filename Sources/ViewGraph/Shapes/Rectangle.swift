import Foundation

/// A rectangle.
public struct Rectangle: Equatable, Sendable {
  public init() {}
}

extension Rectangle: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension Rectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
