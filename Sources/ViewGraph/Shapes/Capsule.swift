import Foundation

/// A capsule.
public struct Capsule: Equatable, Sendable {
  /// The style of the capsule's rounded ends.
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}

extension Capsule: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension Capsule: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
