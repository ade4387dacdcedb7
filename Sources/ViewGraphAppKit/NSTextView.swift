#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// Text a user edits, as AppKit declares it (`NSText`, the superclass of ``NSTextView``).
  @preconcurrency @MainActor
  open class NSText: NSView {
    open var string = ""
    open var font: NSFont?
    open var textColor: NSColor?
    open var backgroundColor: NSColor?
    open var drawsBackground = true
    open var alignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var isRichText = true
    /// AppKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any NSTextDelegate)?

    /// Posted after each edit, as `textDidChange(_:)` is called.
    public nonisolated static let didChangeNotification = Notification.Name("NSTextDidChangeNotification")
  }

  /// An editable text view, as AppKit declares it. A headless host has no keyboard: a test
  /// plays what a user's typing causes, setting `string` and calling the delegate's
  /// `textDidChange(_:)` with a notification whose object is the text view.
  ///
  /// ```swift
  /// textView.string = "Buy milk"
  /// coordinator.textDidChange(Notification(name: NSText.didChangeNotification, object: textView))
  /// ```
  @preconcurrency @MainActor
  open class NSTextView: NSText {
    open var isAutomaticQuoteSubstitutionEnabled = true
    open var isAutomaticDashSubstitutionEnabled = true
    open var isAutomaticSpellingCorrectionEnabled = false
    open var allowsUndo = false
    open var textContainerInset: NSSize = .zero
    open var selectedRange = NSRange(location: 0, length: 0)

    /// A text view in a scroll view, as AppKit's factory makes one.
    public class func scrollableTextView() -> NSScrollView {
      let scrollView = NSScrollView()
      scrollView.documentView = NSTextView()
      scrollView.hasVerticalScroller = true
      return scrollView
    }
  }

  /// What a text object tells its delegate. Every method is optional, as in AppKit.
  @preconcurrency @MainActor
  public protocol NSTextDelegate: NSObjectProtocol {
    func textDidBeginEditing(_ notification: Notification)
    func textDidChange(_ notification: Notification)
    func textDidEndEditing(_ notification: Notification)
  }

  extension NSTextDelegate {
    public func textDidBeginEditing(_ notification: Notification) {}
    public func textDidChange(_ notification: Notification) {}
    public func textDidEndEditing(_ notification: Notification) {}
  }

  /// What a text view tells its delegate, beyond ``NSTextDelegate``; every method is optional.
  @preconcurrency @MainActor
  public protocol NSTextViewDelegate: NSTextDelegate {
    func textViewDidChangeSelection(_ notification: Notification)
  }

  extension NSTextViewDelegate {
    public func textViewDidChangeSelection(_ notification: Notification) {}
  }

  /// A view that scrolls its document view, as AppKit declares it: what is set is kept.
  @preconcurrency @MainActor
  open class NSScrollView: NSView {
    open var documentView: NSView?
    open var hasVerticalScroller = false
    open var hasHorizontalScroller = false
    open var autohidesScrollers = false
    open var drawsBackground = true
    open var borderType: NSBorderType = .noBorder
  }

  /// A view's border.
  public enum NSBorderType: UInt, Sendable { case noBorder, lineBorder, bezelBorder, grooveBorder }
#endif
