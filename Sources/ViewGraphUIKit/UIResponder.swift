#if !canImport(UIKit)
  import Foundation

  /// An object that responds to events, as UIKit declares it: views and view controllers
  /// are responders. A headless host delivers no events; first-responder status is what a
  /// call last asked for, so a wrapped text view's `becomeFirstResponder()` can be read back.
  ///
  /// ```swift
  /// textView.becomeFirstResponder()
  /// #expect(textView.isFirstResponder)
  /// ```
  @preconcurrency @MainActor
  open class UIResponder: NSObject {
    /// Whether the last call asked this responder to become (not resign) first responder.
    open private(set) var isFirstResponder = false

    public override init() { super.init() }

    /// The next responder up the chain; nil here.
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
      isFirstResponder = true
      return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
      isFirstResponder = false
      return true
    }

    /// Posted with the keyboard's frame before it shows.
    public nonisolated static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// The `userInfo` key of the keyboard's end frame, an `NSValue`-wrapped `CGRect` on iOS.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public nonisolated static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
  }
#endif
