@_spi(Inspection) import ViewGraph

/// A kind of control a harness finds by title. The probe it returns,
/// `ControlProbe<Kind>`, offers only that kind's operations, so driving the wrong kind
/// does not compile:
///
/// ```swift
/// harness.find(toggle: "Push notifications")?.tap()        // ControlProbe<ControlKinds.Toggle>
/// harness.find(textField: "Display name")?.setInput("Ada")  // ControlProbe<ControlKinds.TextField>
/// harness.find(NameSection.self)?.tap()                      // error: ViewProbe has no tap()
/// ```
public protocol ControlKind: Sendable {
  /// How controls of this kind are found, named and driven.
  static var family: ControlFamily { get }
}

/// The control kinds whose probe has ``ControlProbe/tap(sourceLocation:)``.
public protocol TappableControl: ControlKind {}

/// The kinds of control a harness finds by title, one per `find(…:)` query.
public enum ControlKinds {
  /// `Button`: ``ViewQuerying/find(button:sourceLocation:)``, `tap()`.
  public enum Button: TappableControl {
    public static var family: ControlFamily { .button }
  }
  /// `Toggle`: ``ViewQuerying/find(toggle:sourceLocation:)``, `tap()`, `isOn`.
  public enum Toggle: TappableControl {
    public static var family: ControlFamily { .toggle }
  }
  /// `TextField`, `SecureField` or `TextEditor`: ``ViewQuerying/find(textField:sourceLocation:)``,
  /// `setInput(_:)`, `input`.
  public enum TextField: ControlKind {
    public static var family: ControlFamily { .textField }
  }
  /// `Stepper`: ``ViewQuerying/find(stepper:sourceLocation:)``, `increment()`, `decrement()`.
  public enum Stepper: ControlKind {
    public static var family: ControlFamily { .stepper }
  }
  /// `Picker`: ``ViewQuerying/find(picker:sourceLocation:)``, `select(_:)`, `selection`.
  public enum Picker: ControlKind {
    public static var family: ControlFamily { .picker }
  }
  /// `Slider`: ``ViewQuerying/find(slider:sourceLocation:)``, `setValue(_:)`, `value`.
  public enum Slider: ControlKind {
    public static var family: ControlFamily { .slider }
  }
  /// `DatePicker`: ``ViewQuerying/find(datePicker:sourceLocation:)``, `select(date:)`, `date`.
  public enum DatePicker: ControlKind {
    public static var family: ControlFamily { .datePicker }
  }
  /// `Link`: ``ViewQuerying/find(link:sourceLocation:)``, `tap()`.
  public enum Link: TappableControl {
    public static var family: ControlFamily { .link }
  }
  /// `NavigationLink`: ``ViewQuerying/find(navigationLink:sourceLocation:)``, `tap()`.
  public enum NavigationLink: TappableControl {
    public static var family: ControlFamily { .navigationLink }
  }
}

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

  static let button = ControlFamily(
    name: "Button", kinds: [.button], findLabel: "button", operations: "tap()")
  static let toggle = ControlFamily(
    name: "Toggle", kinds: [.toggle], findLabel: "toggle", operations: "tap() and isOn")
  static let textField = ControlFamily(
    name: "TextField", kinds: [.textField, .secureField, .textEditor], findLabel: "textField",
    operations: "setInput(_:) and input")
  static let stepper = ControlFamily(
    name: "Stepper", kinds: [.stepper], findLabel: "stepper", operations: "increment() and decrement()")
  static let picker = ControlFamily(
    name: "Picker", kinds: [.picker], findLabel: "picker", operations: "select(_:) and selection")
  static let slider = ControlFamily(
    name: "Slider", kinds: [.slider], findLabel: "slider", operations: "setValue(_:) and value")
  static let datePicker = ControlFamily(
    name: "DatePicker", kinds: [.datePicker], findLabel: "datePicker", operations: "select(date:) and date")
  static let link = ControlFamily(name: "Link", kinds: [.link], findLabel: "link", operations: "tap()")
  static let navigationLink = ControlFamily(
    name: "NavigationLink", kinds: [.navigationLink], findLabel: "navigationLink", operations: "tap()")
  static let menu = ControlFamily(
    name: "Menu", kinds: [.menu], findLabel: nil, operations: "tap() on the buttons inside it, found by title"
  )

  /// Whether `node` is a control of this family.
  @MainActor func matches(_ node: Node) -> Bool {
    node.control.map { kinds.contains($0.kind) } ?? false
  }

  /// The family a mounted control belongs to.
  static func of(_ kind: Control.Kind) -> ControlFamily {
    switch kind {
    case .button: .button
    case .toggle: .toggle
    case .textField, .secureField, .textEditor: .textField
    case .stepper: .stepper
    case .picker: .picker
    case .slider: .slider
    case .datePicker: .datePicker
    case .link: .link
    case .navigationLink: .navigationLink
    case .menu: .menu
    }
  }

  /// The query that finds a control of this family titled `title`:
  /// `find(toggle: "Switch")`, or advice when there is none.
  func findCall(title: String) -> String {
    findLabel.map { "find(\($0): \"\(title)\")" } ?? "the buttons inside the \(name), found by their titles"
  }
}
