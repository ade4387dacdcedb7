#if !canImport(UIKit)
  import Foundation

  /// An alert or action sheet, as UIKit declares it: its title, message, actions and text
  /// fields are kept, and presenting it is recorded on the presenter (see `present`). A test
  /// plays the user's choice with ``tapAction(titled:)`` (inspection SPI), which dismisses the
  /// alert and runs that action's handler, as a tap does (S328).
  ///
  /// ```swift
  /// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
  /// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete() })
  /// ```
  @preconcurrency @MainActor
  open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet of actions.
    public enum Style: Int, Sendable { case actionSheet, alert }

    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    open var message: String?
    public let preferredStyle: Style
    /// The action a return key or a keyboard shortcut chooses.
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
      self.init(style: preferredStyle)
      self.title = title
      self.message = message
    }

    init(style: Style) {
      preferredStyle = style
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field, set up by `configurationHandler`, that a test then types in.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
      let field = UITextField()
      configurationHandler?(field)
      textFields = (textFields ?? []) + [field]
    }
  }

  @_spi(Inspection)
  extension UIAlertController {
    /// Plays the user tapping the action titled `title`: the alert is dismissed, then the
    /// action's handler runs. An unknown or disabled title taps nothing and answers false.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
      guard let action = actions.first(where: { $0.title == title }), action.isEnabled else { return false }
      dismiss(animated: true)
      action.handler?(action)
      return true
    }
  }

  /// A button of an alert, as UIKit declares it.
  @preconcurrency @MainActor
  open class UIAlertAction: NSObject {
    /// How the button looks: default, cancel or destructive.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }
#endif
