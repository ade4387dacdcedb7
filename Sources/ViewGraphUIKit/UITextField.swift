#if !canImport(UIKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A one-line editable text field, as UIKit declares it. As with ``UITextView``, a test
  /// plays a user's edit: it sets `text` and calls the delegate's
  /// `textFieldDidChangeSelection(_:)` or `textFieldShouldReturn(_:)`.
  ///
  /// ```swift
  /// field.text = "hello"
  /// _ = field.delegate?.textFieldShouldReturn(field)
  /// ```
  @preconcurrency @MainActor
  open class UITextField: UIControl {
    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType!
    open var adjustsFontSizeToFitWidth = false
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    /// UIKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any UITextFieldDelegate)?

    /// The field's border.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Posted after each edit.
    public nonisolated static let textDidChangeNotification = Notification.Name(
      "UITextFieldTextDidChangeNotification")
  }

  /// What a text field tells its delegate. Every method is optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  }
#endif
