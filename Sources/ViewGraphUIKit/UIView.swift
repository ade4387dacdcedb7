#if !canImport(UIKit)
  import Foundation

  /// A view, as UIKit declares it: the properties apps set on the views they wrap in a
  /// `UIViewRepresentable` (frame, colors, hidden, alpha, content mode, subviews) keep what
  /// was set, so a test reads back what `makeUIView` or `updateUIView` configured. Nothing is
  /// laid out or drawn: layout calls do nothing and the frame is what was set.
  ///
  /// ```swift
  /// let view = UIView()
  /// view.backgroundColor = .systemBackground
  /// view.addSubview(label)
  /// ```
  @preconcurrency @MainActor
  open class UIView: UIResponder {
    /// How a view fits its content in its bounds.
    public enum ContentMode: Int, Sendable {
      case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
      case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which sizes and margins follow the superview's.
    public struct AutoresizingMask: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    open var frame: CGRect
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    /// The interface style this view asks for, over the one it inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Apps subclassing a view write this initializer; a headless host never decodes views.
    public required init?(coder: NSCoder) {
      frame = .zero
      super.init()
    }

    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
      view.removeFromSuperview()
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      view.superview = self
    }

    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.append(subviews.remove(at: index))
    }

    // Nothing is laid out or drawn.
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    /// Draws the view and its subviews into the current image context
    /// (`UIGraphicsBeginImageContextWithOptions`). Nothing is drawn headlessly, so this
    /// answers false, UIKit's answer for a snapshot missing image data.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// Runs `animations` at once, then `completion(true)`: nothing is animated.
    open class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }
  }
#endif
