#if !canImport(UIKit)
  import Foundation

  /// A view that shows an image, as UIKit declares it: the image is kept, nothing is drawn.
  ///
  /// ```swift
  /// let imageView = UIImageView(image: UIImage(systemName: "star"))
  /// imageView.contentMode = .scaleAspectFit
  /// ```
  @preconcurrency @MainActor
  open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var isAnimating: Bool { animating }
    private var animating = false

    public init(image: UIImage?) {
      self.image = image
      super.init(frame: .zero)
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
      self.image = image
      self.highlightedImage = highlightedImage
      super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func startAnimating() { animating = true }
    open func stopAnimating() { animating = false }
  }
#endif
