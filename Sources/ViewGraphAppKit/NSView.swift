#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A view, as AppKit declares it: the properties apps set on the views they wrap in an
  /// `NSViewRepresentable` (frame, hidden, alpha, layer-backing, subviews) keep what was set,
  /// so a test reads back what `makeNSView` or `updateNSView` configured. Nothing is laid
  /// out or drawn.
  ///
  /// ```swift
  /// let view = NSView()
  /// view.wantsLayer = true
  /// view.addSubview(label)
  /// ```
  @preconcurrency @MainActor
  open class NSView: NSResponder {
    /// Which sizes and margins follow the superview's.
    public struct AutoresizingMask: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
      public static let width = AutoresizingMask(rawValue: 1 << 1)
      public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
      public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
      public static let height = AutoresizingMask(rawValue: 1 << 4)
      public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    open var frame: NSRect
    open var bounds: NSRect {
      get { NSRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    open var wantsLayer = false
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var toolTip: String?
    open var identifier: NSUserInterfaceItemIdentifier?
    open private(set) var subviews: [NSView] = []
    open private(set) weak var superview: NSView?
    /// How the view draws its focus ring; nothing is drawn, the value is kept.
    open var focusRingType: NSFocusRingType = .default
    /// The window the view is in: the window whose content view it is, or its superview's.
    open var window: NSWindow? { windowAsContentView ?? superview?.window }
    /// Set by ``NSWindow/contentView``.
    weak var windowAsContentView: NSWindow?
    /// The areas whose mouse events go to their owners (S336).
    open private(set) var trackingAreas: [NSTrackingArea] = []

    public init(frame frameRect: NSRect) {
      frame = frameRect
      super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
      frame = .zero
      super.init(coder: coder)
    }

    open func addSubview(_ view: NSView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
      view.viewDidMoveToSuperview()
      if window != nil { view.windowDidChange() }
    }

    open func removeFromSuperview() {
      let hadWindow = window != nil
      superview?.subviews.removeAll { $0 === self }
      superview = nil
      viewDidMoveToSuperview()
      if hadWindow { windowDidChange() }
    }

    /// Called after the view moved to another superview, or to none.
    open func viewDidMoveToSuperview() {}
    /// Called after the view moved into a window, or out of one.
    open func viewDidMoveToWindow() {}
    /// Called before the view moves into `newWindow`, or out of its window (nil).
    open func viewWillMove(toWindow newWindow: NSWindow?) {}

    /// Tells the view and its subviews, in order, that their window changed.
    func windowDidChange() {
      viewDidMoveToWindow()
      for subview in subviews { subview.windowDidChange() }
    }

    /// Adds an area whose mouse events go to its owner.
    open func addTrackingArea(_ trackingArea: NSTrackingArea) { trackingAreas.append(trackingArea) }
    /// Removes an area added with ``addTrackingArea(_:)``.
    open func removeTrackingArea(_ trackingArea: NSTrackingArea) {
      trackingAreas.removeAll { $0 === trackingArea }
    }
    /// The rectangles where the pointer takes a cursor, as ``resetCursorRects()`` added them.
    @_spi(Inspection) public private(set) var cursorRects: [(rect: NSRect, cursor: NSCursor)] = []

    /// Adds the rectangles where the pointer takes a cursor; AppKit calls it when the window
    /// invalidates the view's cursor rectangles (``NSWindow/invalidateCursorRects(for:)``).
    open func resetCursorRects() {}
    /// Shows `object` while the pointer is in `rect`; kept, nothing is shown.
    open func addCursorRect(_ rect: NSRect, cursor object: NSCursor) { cursorRects.append((rect, object)) }
    /// Removes the rectangles ``addCursorRect(_:cursor:)`` added.
    open func discardCursorRects() { cursorRects = [] }

    /// Called when the view's tracking areas should be rebuilt; AppKit calls it when the view's
    /// geometry changes, which a headless host never lays out, so only the app calls it here.
    open func updateTrackingAreas() {}

    // Nothing is laid out or drawn.
    open var needsDisplay = false
    open var needsLayout = false
    open func layout() {}
    open func layoutSubtreeIfNeeded() {}
    open func draw(_ dirtyRect: NSRect) {}
    open var fittingSize: NSSize { frame.size }
    open var intrinsicContentSize: NSSize {
      NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric)
    }

    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// The identifier assistive apps and UI tests find the view by; kept as set.
    private var accessibilityIdentifierValue = ""
    open func accessibilityIdentifier() -> String { accessibilityIdentifierValue }
    open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {
      accessibilityIdentifierValue = accessibilityIdentifier ?? ""
    }

    /// Asks for ``intrinsicContentSize`` again; nothing is laid out, so nothing follows.
    open func invalidateIntrinsicContentSize() {}

    // Kept as set, so a test reads what `makeNSView` asked for; AppKit's defaults.
    private var huggingPriorities: [NSLayoutConstraint.Priority] = [.defaultLow, .defaultLow]
    private var compressionResistancePriorities: [NSLayoutConstraint.Priority] = [.defaultHigh, .defaultHigh]

    /// How strongly the view resists growing beyond its intrinsic size along `orientation`.
    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation)
      -> NSLayoutConstraint.Priority
    {
      huggingPriorities[orientation.rawValue]
    }
    open func setContentHuggingPriority(
      _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) { huggingPriorities[orientation.rawValue] = priority }
    /// How strongly the view resists shrinking below its intrinsic size along `orientation`.
    open func contentCompressionResistancePriority(
      for orientation: NSLayoutConstraint.Orientation
    ) -> NSLayoutConstraint.Priority { compressionResistancePriorities[orientation.rawValue] }
    open func setContentCompressionResistancePriority(
      _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) { compressionResistancePriorities[orientation.rawValue] = priority }
  }

  /// How a view draws its focus ring, as AppKit declares it.
  public enum NSFocusRingType: UInt, Sendable {
    case `default` = 0, none = 1, exterior = 2
  }
#endif
