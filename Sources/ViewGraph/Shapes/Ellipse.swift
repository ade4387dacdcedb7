import Foundation

/// An ellipse.
public struct Ellipse: Equatable, Sendable {
  public init() {}
}

extension Ellipse: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension Ellipse: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
