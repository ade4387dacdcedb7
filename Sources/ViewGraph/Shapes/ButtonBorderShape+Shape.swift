import Foundation

// A button's border shape is a shape of its own (iOS 17): `.contentShape(.buttonBorder)`
// hit-tests and `.background(_:in: .buttonBorder)` fills the shape the button's border has.
extension ButtonBorderShape: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }

  /// The border's outline in `rect`. The system's radius for `automatic` and
  /// `roundedRectangle` is not modelled, so their path is the rectangle (S365).
  public nonisolated func path(in rect: CGRect) -> Path {
    switch name {
    case "capsule": Capsule().path(in: rect)
    case "circle": Circle().path(in: rect)
    default: radius.map { Path(roundedRect: rect, cornerRadius: $0) } ?? Path(rect)
    }
  }

  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension ButtonBorderShape: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }

extension Shape where Self == ButtonBorderShape {
  /// The border shape the environment gives buttons (`buttonBorderShape(_:)`), resolved by
  /// context and platform: `.automatic` (S365).
  ///
  /// ```swift
  /// configuration.label.contentShape(.buttonBorder)
  /// ```
  nonisolated public static var buttonBorder: ButtonBorderShape { .automatic }
}
