import Foundation

extension Image {
  /// An image of `size` whose content `renderer` draws (iOS 16).
  ///
  /// ViewGraph draws nothing, so, as for a `Canvas`, it never calls the renderer: the image
  /// mounts as an image without a name, and what it draws is not modelled.
  ///
  /// ```swift
  /// Image(size: CGSize(width: 12, height: 12)) { context in
  ///   context.fill(Path(context.clipBoundingRect), with: .foreground)
  /// }
  /// ```
  public init(
    size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    renderer: @escaping (inout GraphicsContext) -> Void
  ) {
    self.init("")
  }
}
