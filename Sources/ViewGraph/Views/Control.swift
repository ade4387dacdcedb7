/// What a mounted control holds: its kind, its title and the action or binding that user
/// interaction goes through. StateHarness drives controls through this.
///
/// ```swift
/// if let toggle = node.control, toggle.kind == .toggle {
///   toggle.isOn?.wrappedValue.toggle()
/// }
/// ```
public struct Control {
  /// The kinds of control ViewGraph knows how to drive.
  public enum Kind: String, Sendable, CustomStringConvertible {
    case button = "Button"
    case toggle = "Toggle"
    case textField = "TextField"
    case secureField = "SecureField"
    case stepper = "Stepper"

    public var description: String { rawValue }
  }

  /// The kind of control.
  public let kind: Kind
  /// The title given as a string, or nil when the label is a view (then the node's
  /// ``Node/controlTitle`` reads the label's text).
  public let title: String?
  /// The button's action.
  public let action: (@MainActor () -> Void)?
  /// The toggle's binding.
  public let isOn: Binding<Bool>?
  /// The text field's binding.
  public let text: Binding<String>?
  /// The stepper's increment and decrement.
  public let onIncrement: (@MainActor () -> Void)?
  public let onDecrement: (@MainActor () -> Void)?

  init(
    kind: Kind, title: String?, action: (@MainActor () -> Void)? = nil,
    isOn: Binding<Bool>? = nil, text: Binding<String>? = nil,
    onIncrement: (@MainActor () -> Void)? = nil, onDecrement: (@MainActor () -> Void)? = nil
  ) {
    self.kind = kind
    self.title = title
    self.action = action
    self.isOn = isOn
    self.text = text
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }
}

extension Node {
  /// The title a user sees on this control: its title string, else its label's text.
  public var controlTitle: String? {
    guard let control else { return nil }
    if let title = control.title { return title }
    let texts = descendants.dropFirst().compactMap(\.text)
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  /// Whether the environment disables this view (`.disabled(true)` above it).
  public var isDisabled: Bool { !environment.isEnabled }
}
