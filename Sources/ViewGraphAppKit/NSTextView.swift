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
    open var selectedRange = NSRange(location: 0, length: 0)
    /// AppKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any NSTextDelegate)?

    /// Puts the selected text on the general pasteboard, as the Edit menu's Copy does; with
    /// nothing selected the pasteboard is left as it is.
    open func copy(_ sender: Any?) {
      let text = string as NSString
      let start = min(selectedRange.location, text.length)
      let range = NSRange(location: start, length: min(selectedRange.length, text.length - start))
      guard range.length > 0 else { return }
      NSPasteboard.general.clearContents()
      NSPasteboard.general.setString(text.substring(with: range), forType: .string)
    }

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
  ///
  /// As in AppKit, a text view comes with its text system: a text container, the layout
  /// manager that lays text out in it, and the text storage that holds the text. `string` is
  /// the storage's text, so an app that appends to ``textStorage`` reads it in `string` (S398).
  @preconcurrency @MainActor
  open class NSTextView: NSText {
    open var isAutomaticQuoteSubstitutionEnabled = true
    open var isAutomaticDashSubstitutionEnabled = true
    open var isAutomaticSpellingCorrectionEnabled = false
    open var allowsUndo = false
    open var textContainerInset: NSSize = .zero
    /// The color of the insertion point; kept, nothing is drawn.
    open var insertionPointColor: NSColor = .textColor
    open var isHorizontallyResizable = false
    open var isVerticallyResizable = true

    /// The text storage, which keeps the layout manager, which keeps the container; the view
    /// keeps the storage, as AppKit's text views own the text system they make.
    private let ownedTextStorage = NSTextStorage(string: "")

    /// The container the text is laid out in; the storage and layout manager are reached
    /// through it, as in AppKit.
    open var textContainer: NSTextContainer? {
      didSet { textContainer?.textView = self }
    }

    public override init(frame frameRect: NSRect) {
      let container = NSTextContainer(size: frameRect.size)
      let layoutManager = NSLayoutManager()
      layoutManager.addTextContainer(container)
      ownedTextStorage.addLayoutManager(layoutManager)
      textContainer = container
      super.init(frame: frameRect)
      container.textView = self
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The layout manager of the text container.
    open var layoutManager: NSLayoutManager? { textContainer?.layoutManager }
    /// The text shown, as styled text: the layout manager's.
    open var textStorage: NSTextStorage? { layoutManager?.textStorage }

    /// The text storage's characters; setting it replaces them all (S398).
    open override var string: String {
      get { textStorage?.string ?? "" }
      set {
        guard let textStorage else { return }
        textStorage.replaceCharacters(in: NSRange(location: 0, length: textStorage.length), with: newValue)
      }
    }

    /// The selection, as the text input client's method reads it.
    open func selectedRange() -> NSRange { selectedRange }

    /// Scrolls to the end of the text; nothing scrolls headlessly.
    open func scrollToEndOfDocument(_ sender: Any?) {}

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
    /// The color behind the document view; kept, nothing is drawn.
    open var backgroundColor: NSColor = .controlBackgroundColor
  }

  /// A view's border.
  public enum NSBorderType: UInt, Sendable { case noBorder, lineBorder, bezelBorder, grooveBorder }
#endif
