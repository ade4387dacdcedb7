/// A 2D shape; also a view that fills its space. Drawing is not modelled.
///
/// ```swift
/// Circle().fill(.red).frame(width: 8, height: 8)
/// ```
public protocol Shape: View, Sendable {}

extension Shape {
  /// Fills the shape (recorded, not drawn).
  public func fill<S: ShapeStyle>(
    _ content: S, style: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("fill", content)
  }

  /// Strokes the shape's outline (recorded, not drawn).
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("stroke", content, lineWidth)
  }
}
