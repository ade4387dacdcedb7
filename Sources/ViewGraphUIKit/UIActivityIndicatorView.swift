#if !canImport(UIKit)
  import Foundation

  /// A spinner, as UIKit declares it: whether it is animating is kept, nothing spins.
  ///
  /// ```swift
  /// let spinner = UIActivityIndicatorView(style: .large)
  /// spinner.startAnimating()
  /// ```
  @preconcurrency @MainActor
  open class UIActivityIndicatorView: UIView {
    /// The spinner's size and color scheme.
    public enum Style: Int, Sendable {
      case whiteLarge = 0, white, gray, medium = 100, large = 101
    }

    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    open var isAnimating: Bool { animating }
    private var animating = false

    public init(style: Style) {
      self.style = style
      super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func startAnimating() { animating = true }
    open func stopAnimating() { animating = false }
  }
#endif
