/// A shape style that tiles an image (recorded, not drawn).
///
/// ```swift
/// Capsule().strokeBorder(ImagePaint(image: Image("stripes"), scale: 0.2), lineWidth: 20)
/// ```
public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image tiled, in unit coordinates.
  public var sourceRect: CGRect
  /// The image's scale.
  public var scale: CGFloat

  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)
  {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
}
