#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// The region a text view's text is laid out in, as AppKit declares it. Nothing is laid out
  /// headlessly: the size, padding and tracking an app sets are kept, so a test reads back what
  /// `makeNSView` configured.
  ///
  /// ```swift
  /// textView.textContainer?.lineFragmentPadding = 0
  /// textView.textContainer?.widthTracksTextView = true
  /// ```
  open class NSTextContainer: NSObject {
    /// The size of the region; AppKit's newer name for ``containerSize``.
    open var size: NSSize
    /// Whether the width follows the text view's as it resizes.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's as it resizes.
    open var heightTracksTextView = false
    /// The space left at each end of a line fragment; 5 points unless set, as in AppKit.
    open var lineFragmentPadding: CGFloat = 5
    /// At most this many lines, or any number (0).
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The layout manager that lays text out in this container; it keeps the container.
    open internal(set) weak var layoutManager: NSLayoutManager?
    /// The text view showing this container's text; the view keeps the container.
    open weak var textView: NSTextView?

    public init(size: NSSize) {
      self.size = size
      super.init()
    }

    public convenience override init() { self.init(size: .zero) }

    // AppKit keeps the older names beside `size`; apps still use them (PHPMonitor's startup
    // output sets `containerSize`).
    public convenience init(containerSize aContainerSize: NSSize) { self.init(size: aContainerSize) }

    /// The size of the region; the same value as ``size``.
    open var containerSize: NSSize {
      get { size }
      set { size = newValue }
    }
  }
#endif
