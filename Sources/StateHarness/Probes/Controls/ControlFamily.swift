@_spi(Inspection) import ViewGraph

/// How one family of controls is found, named and driven: the one table failure messages
/// read, so advice never names a query or an operation that does not exist.
public struct ControlFamily: Sendable {
  /// The type a user sees: `Toggle`.
  let name: String
  /// The runtime kinds it matches (a text field also matches secure fields and editors).
  let kinds: [Control.Kind]
  /// The `find` argument label (`toggle`), nil when no query finds it (a `Menu`).
  let findLabel: String?
  /// What drives it, as advice: `tap()`.
  let operations: String

  /// A menu is found through the buttons inside it, not by a query of its own.
  static let menu = ControlFamily(
    name: "Menu", kinds: [.menu], findLabel: nil, operations: "tap() on the buttons inside it, found by title"
  )

  /// Whether `node` is a control of this family.
  @MainActor func matches(_ node: Node) -> Bool {
    node.control.map { kinds.contains($0.kind) } ?? false
  }

  /// The family a mounted control belongs to. Exhaustive on purpose: a new kind of control
  /// does not compile until it names the family that finds and drives it.
  static func of(_ kind: Control.Kind) -> ControlFamily {
    switch kind {
    case .button: ControlKinds.Button.family
    case .toggle: ControlKinds.Toggle.family
    case .textField, .secureField, .textEditor: ControlKinds.TextField.family
    case .stepper: ControlKinds.Stepper.family
    case .picker: ControlKinds.Picker.family
    case .slider: ControlKinds.Slider.family
    case .datePicker: ControlKinds.DatePicker.family
    case .link: ControlKinds.Link.family
    case .navigationLink: ControlKinds.NavigationLink.family
    case .colorPicker: ControlKinds.ColorPicker.family
    case .shareLink: ControlKinds.ShareLink.family
    case .textFieldLink: ControlKinds.TextFieldLink.family
    case .multiDatePicker: ControlKinds.MultiDatePicker.family
    case .menu: .menu
    }
  }

  /// The query that finds a control of this family titled `title`:
  /// `find(toggle: "Switch")`, or advice when there is none.
  func findCall(title: String) -> String {
    findLabel.map { "find(\($0): \"\(title)\")" } ?? "the buttons inside the \(name), found by their titles"
  }
}
