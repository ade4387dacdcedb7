#if !canImport(UIKit)
  import Foundation

  /// Makes images by drawing, as UIKit declares it. Nothing is drawn headlessly: the actions
  /// run (so what they record or set happens), and the image made has no pixels and names
  /// its size (`drawn(320.0×200.0)`), as ``UIGraphicsGetImageFromCurrentImageContext()``'s
  /// does, so a test can see an image was made and how big (S398).
  ///
  /// ```swift
  /// let renderer = UIGraphicsImageRenderer(size: view.bounds.size)
  /// let image = renderer.image { context in
  ///   view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
  /// }
  /// ```
  open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The format images are made in.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size`, in the default format.
    public convenience init(size: CGSize) {
      self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size`, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images covering `bounds`, in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
      self.format = format
      super.init(bounds: bounds)
    }

    /// Runs `actions` and answers the image they would have drawn.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      let context = UIGraphicsImageRendererContext(size: bounds.size)
      actions(context)
      return context.currentImage
    }

    /// Runs `actions` and answers the PNG data of the image they would have drawn.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and answers the JPEG data of the image they would have drawn.
    open func jpegData(
      withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
      image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
  }

  /// What a graphics renderer draws over, as UIKit declares it: the superclass of
  /// ``UIGraphicsImageRenderer``.
  open class UIGraphicsRenderer: NSObject {
    /// The area drawn.
    public let bounds: CGRect

    public init(bounds: CGRect) {
      self.bounds = bounds
      super.init()
    }
  }

  /// How an image renderer makes its images, as UIKit declares it: kept, nothing is drawn.
  open class UIGraphicsImageRendererFormat: NSObject {
    /// The number of pixels per point; the main screen's (``UIScreen/scale``, 3) unless set.
    open var scale: CGFloat = 3
    /// Whether the images have no transparency.
    open var opaque = false

    public override init() { super.init() }

    /// The format for the main screen, as UIKit's default is.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  }

  /// The context an image renderer's actions draw in, as UIKit declares it.
  open class UIGraphicsImageRendererContext: NSObject {
    private let size: CGSize

    init(size: CGSize) {
      self.size = size
      super.init()
    }

    /// The image drawn so far: no pixels, its size named.
    open var currentImage: UIImage {
      UIImage(source: "drawn(\(Double(size.width))×\(Double(size.height)))")
    }
  }
#endif
