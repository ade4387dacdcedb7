import Foundation

/// A circle.
public struct Circle: Equatable, Sendable {
  public init() {}
}

extension Circle: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(
      ellipseIn: CGRect(
        x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2,
        width: min(rect.width, rect.height), height: min(rect.width, rect.height)))
  }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension Circle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
