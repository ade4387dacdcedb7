#if !canImport(UIKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// An editable, scrolling text view, as UIKit declares it. A headless host has no keyboard:
  /// a test plays what a user's typing causes, setting `text` and calling the delegate's
  /// `textViewDidChange(_:)`, as UIKit does after each edit (setting `text` in code does not
  /// call the delegate, in UIKit either).
  ///
  /// ```swift
  /// textView.text = "Buy milk"
  /// coordinator.textViewDidChange(textView)   // the text view's delegate
  /// ```
  @preconcurrency @MainActor
  open class UITextView: UIScrollView {
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var textContainerInset: UIEdgeInsets = .zero
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var adjustsFontForContentSizeCategory = false
    private weak var textViewDelegate: (any UITextViewDelegate)?

    /// The delegate, `weak` as in UIKit (a representable's context keeps the coordinator).
    /// Typed as the scroll view's: Swift cannot narrow an overridden property's type as
    /// Objective-C does, so a delegate that is not a `UITextViewDelegate` is dropped.
    open override var delegate: (any UIScrollViewDelegate)? {
      get { textViewDelegate }
      set { textViewDelegate = newValue as? any UITextViewDelegate }
    }

    public init(frame: CGRect, textContainer: AnyObject?) { super.init(frame: frame) }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
  }

  /// What a text view tells its delegate. Every method is optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
  }
#endif
