#if !canImport(UIKit)
  import Foundation

  /// A view that scrolls its content, as UIKit declares it: offsets and insets are kept as
  /// set, nothing scrolls by itself. Setting `contentOffset` tells the delegate, as a
  /// user's scroll does.
  ///
  /// ```swift
  /// scrollView.contentOffset = CGPoint(x: 0, y: 120)   // delegate's scrollViewDidScroll runs
  /// ```
  @preconcurrency @MainActor
  open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero {
      didSet { delegate?.scrollViewDidScroll(self) }
    }
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open weak var delegate: (any UIScrollViewDelegate)?

    /// When dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
      case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }

    /// The visible part of the content: its origin is the content offset, as in UIKit, so
    /// `convert(_:from:)` into a scrolled view answers content that scrolled out of
    /// sight outside these bounds.
    open override var bounds: CGRect {
      get { CGRect(origin: contentOffset, size: frame.size) }
      set {
        frame.size = newValue.size
        if newValue.origin != contentOffset { contentOffset = newValue.origin }
      }
    }
  }

  /// What a scroll view tells its delegate. Every method is optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
  }

  extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  }

  /// Insets on the four edges.
  public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    public static let zero = UIEdgeInsets()
  }
#endif
