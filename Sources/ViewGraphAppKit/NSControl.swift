#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A control, as AppKit declares it: its value and enabled state are kept as set.
  @preconcurrency @MainActor
  open class NSControl: NSView {
    /// Posted after each edit of a text control, as `controlTextDidChange(_:)` is called.
    public nonisolated static let textDidChangeNotification = Notification.Name(
      "NSControlTextDidChangeNotification")

    open var isEnabled = true
    open var stringValue = ""
    open var font: NSFont?
    open var alignment: NSTextAlignment = .natural
    /// Whether the control draws highlighted (a button held down); kept as set.
    open var isHighlighted = false
    open var controlSize: ControlSize = .regular
  }

  /// A text field, as AppKit declares it. A test plays a user's typing: it sets
  /// `stringValue` and calls the delegate's `controlTextDidChange(_:)` with a notification
  /// whose object is the field.
  ///
  /// ```swift
  /// field.stringValue = "swift"
  /// coordinator.controlTextDidChange(Notification(name: NSControl.textDidChangeNotification, object: field))
  /// ```
  @preconcurrency @MainActor
  open class NSTextField: NSControl {
    /// The field's bezel.
    public enum BezelStyle: UInt, Sendable { case squareBezel = 0, roundedBezel = 1 }

    open var bezelStyle: BezelStyle = .squareBezel
    /// AppKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any NSTextFieldDelegate)?
    open var placeholderString: String?
    open var isEditable = true
    open var isSelectable = true
    open var isBordered = true
    open var isBezeled = true
    open var drawsBackground = false
    open var textColor: NSColor?
    open var backgroundColor: NSColor?

    /// A field showing `stringValue`.
    public convenience init(string stringValue: String) {
      self.init(frame: .zero)
      self.stringValue = stringValue
    }

    /// A label: not editable, no border.
    public convenience init(labelWithString stringValue: String) {
      self.init(frame: .zero)
      self.stringValue = stringValue
      isEditable = false
      isBordered = false
      isBezeled = false
    }
  }

  /// What a text control tells its delegate while it is edited; every method is optional.
  @preconcurrency @MainActor
  public protocol NSControlTextEditingDelegate: NSObjectProtocol {
    func controlTextDidBeginEditing(_ obj: Notification)
    func controlTextDidChange(_ obj: Notification)
    func controlTextDidEndEditing(_ obj: Notification)
  }

  extension NSControlTextEditingDelegate {
    public func controlTextDidBeginEditing(_ obj: Notification) {}
    public func controlTextDidChange(_ obj: Notification) {}
    public func controlTextDidEndEditing(_ obj: Notification) {}
  }

  /// What a text field tells its delegate.
  @preconcurrency @MainActor
  public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

  /// A search field, as AppKit declares it: a text field whose delegate is told of searches.
  @preconcurrency @MainActor
  open class NSSearchField: NSTextField {
    open var recentSearches: [String] = []
    open var sendsSearchStringImmediately = false
  }

  /// What a search field tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol NSSearchFieldDelegate: NSTextFieldDelegate {
    func searchFieldDidStartSearching(_ sender: NSSearchField)
    func searchFieldDidEndSearching(_ sender: NSSearchField)
  }

  extension NSSearchFieldDelegate {
    public func searchFieldDidStartSearching(_ sender: NSSearchField) {}
    public func searchFieldDidEndSearching(_ sender: NSSearchField) {}
  }

  extension NSControl {
    /// A control's size.
    public enum ControlSize: UInt, Sendable { case regular, small, mini, large = 3 }
  }
#endif
