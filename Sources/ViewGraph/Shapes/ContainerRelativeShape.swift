import Foundation

/// The shape of the container a view sits in (a widget, a card), inset to the view: a
/// rectangle here, as containers' shapes are not modelled.
///
/// ```swift
/// Image("truck").clipShape(ContainerRelativeShape())
/// ```
public struct ContainerRelativeShape: Equatable, Sendable {
  public init() {}
}

extension ContainerRelativeShape: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension ContainerRelativeShape: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape, inset to the view: `.clipShape(.containerRelative)`. With no
  /// container shape (always, here) it is a rectangle, as SwiftUI's is without one.
  ///
  /// ```swift
  /// BirdIcon().clipShape(.containerRelative)
  /// ```
  nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
