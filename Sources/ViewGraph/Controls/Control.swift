/// What a mounted control holds: its kind, its title and what user interaction goes
/// through, one typed case per shape of control. Inspection drives controls through this.
///
/// ```swift
/// if let control = node.control, case .toggle(let isOn) = control.interaction {
///   isOn.wrappedValue.toggle()
/// }
/// ```
///
/// Everything a tool says about a control (the binding an ownership map prints, the value a
/// snapshot shows, what a tap runs) is derived from ``interaction`` by an exhaustive
/// `switch`, so a new shape of control does not compile until each of them handles it.
/// How to add a control: "Adding a drivable control" in the engine guide.
@_spi(Inspection)
public struct Control {
  /// The kinds of control ViewGraph knows how to drive, named as a user sees them.
  public enum Kind: String, Sendable, CustomStringConvertible {
    case button = "Button"
    case toggle = "Toggle"
    case textField = "TextField"
    case secureField = "SecureField"
    case stepper = "Stepper"
    case slider = "Slider"
    case picker = "Picker"
    case datePicker = "DatePicker"
    case textEditor = "TextEditor"
    case link = "Link"
    case menu = "Menu"
    case navigationLink = "NavigationLink"
    case colorPicker = "ColorPicker"
    case shareLink = "ShareLink"
    case multiDatePicker = "MultiDatePicker"
    case textFieldLink = "TextFieldLink"

    public var description: String { rawValue }
  }

  /// What a user's interaction with the control goes through.
  public enum Interaction {
    /// A tap runs an action (a button, a menu, a navigation link, a link, a view with a tap
    /// or long-press gesture).
    case tap(Tap)
    /// A tap flips the bound value (a toggle).
    case toggle(Binding<Bool>)
    /// Typing replaces the bound text (a text field, a secure field, a text editor).
    case text(TextInput)
    /// Increment and decrement actions (a stepper).
    case steps(Steps)
    /// A value inside bounds, as a `Double` (a slider).
    case slider(Binding<Double>, bounds: ClosedRange<Double>?)
    /// One of the tags of its content, type-erased (a picker).
    case selection(Binding<AnyHashable>)
    /// A date inside a range; nil when unbounded (a date picker).
    case date(Binding<Date>, range: ClosedRange<Date>?)
    /// A color (a color picker).
    case color(Binding<Color>)
    /// Items a tap offers the system's share sheet (a share link).
    case share([any Transferable])
    /// Days, each a tap adds or removes, inside bounds; nil when unbounded (a multi-date
    /// picker).
    case days(Binding<Set<DateComponents>>, bounds: Range<Date>?)
    /// Text the user enters and accepts, handed to an action (a text field link).
    case submission((String) -> Void)
  }

  /// What a tap or a long press runs.
  public struct Tap {
    /// What a tap runs; nil when only a long press acts, or an `EditButton` has no edit
    /// mode to toggle.
    public let action: (() -> Void)?
    /// What a long press runs (`onLongPressGesture`, `LongPressGesture().onEnded`).
    public let longPress: (() -> Void)?
    /// A link's destination.
    public let url: URL?

    init(action: (() -> Void)?, longPress: (() -> Void)? = nil, url: URL? = nil) {
      self.action = action
      self.longPress = longPress
      self.url = url
    }
  }

  /// A field's text and what the modifiers above it add.
  public struct TextInput {
    /// The bound text.
    public let text: Binding<String>
    /// For a field editing a value through a format or formatter: why a text cannot
    /// become its value (nil when it can).
    public let rejection: ((String) -> String?)?
    /// Gives the field focus: what its `.focused(_:)` binding is set to.
    public let focus: (() -> Void)?
    /// Whether the field's `.focused(_:)` binding says it has focus.
    public let isFocused: (() -> Bool)?
    /// What pressing return runs (`onSubmit`).
    public let submit: (() -> Void)?

    init(
      text: Binding<String>, rejection: ((String) -> String?)? = nil, focus: (() -> Void)? = nil,
      isFocused: (() -> Bool)? = nil, submit: (() -> Void)? = nil
    ) {
      self.text = text
      self.rejection = rejection
      self.focus = focus
      self.isFocused = isFocused
      self.submit = submit
    }
  }

  /// A stepper's actions and, for `Stepper(value:)`, the binding they write.
  public struct Steps {
    public let increment: (() -> Void)?
    public let decrement: (() -> Void)?
    /// The binding the actions write; nil for a stepper of actions.
    let bound: (any ControlBinding)?
  }

  /// The kind of control.
  public let kind: Kind
  /// The title given as a string, or nil when the label is a view (then the node's
  /// ``Node/controlTitle`` reads the label's text).
  public let title: String?
  /// What user interaction goes through.
  public let interaction: Interaction

  init(kind: Kind, title: String?, _ interaction: Interaction) {
    self.kind = kind
    self.title = title
    self.interaction = interaction
  }
}

extension Control {
  /// The binding the control writes, with where it writes (`Screen.store.volume`) and the
  /// value there now; nil for a control of actions (a button, a link, a stepper of
  /// actions). Ownership maps print this.
  public var binding: (any ControlBinding)? {
    switch interaction {
    case .tap: nil
    case .toggle(let isOn): isOn
    case .text(let input): input.text
    case .steps(let steps): steps.bound
    case .slider(let value, _): value
    case .selection(let selection): selection
    case .date(let date, _): date
    case .color(let color): color
    case .share: nil
    case .days(let days, _): days
    case .submission: nil
    }
  }

}

// One shape each, for the probe operations of that shape: nil on any other control.
extension Control {
  /// The tap a button, menu, link or navigation link answers.
  public var tap: Tap? { if case .tap(let tap) = interaction { tap } else { nil } }
  /// A toggle's binding.
  public var isOn: Binding<Bool>? { if case .toggle(let isOn) = interaction { isOn } else { nil } }
  /// A text field's, secure field's or editor's text and focus.
  public var textInput: TextInput? { if case .text(let input) = interaction { input } else { nil } }
  /// A stepper's actions.
  public var steps: Steps? { if case .steps(let steps) = interaction { steps } else { nil } }
  /// A slider's value and bounds.
  public var slider: (value: Binding<Double>, bounds: ClosedRange<Double>?)? {
    if case .slider(let value, let bounds) = interaction { (value, bounds) } else { nil }
  }
  /// A picker's selection.
  public var selection: Binding<AnyHashable>? {
    if case .selection(let selection) = interaction { selection } else { nil }
  }
  /// A color picker's color.
  public var color: Binding<Color>? { if case .color(let color) = interaction { color } else { nil } }
  /// A date picker's date and range.
  public var datePicker: (date: Binding<Date>, range: ClosedRange<Date>?)? {
    if case .date(let date, let range) = interaction { (date, range) } else { nil }
  }
  /// A multi-date picker's days and bounds.
  public var multiDatePicker: (days: Binding<Set<DateComponents>>, bounds: Range<Date>?)? {
    if case .days(let days, let bounds) = interaction { (days, bounds) } else { nil }
  }
  /// What a text field link runs with the text a user accepts.
  public var submission: ((String) -> Void)? {
    if case .submission(let submit) = interaction { submit } else { nil }
  }
  /// A share link's items.
  public var sharedItems: [any Transferable]? {
    if case .share(let items) = interaction { items } else { nil }
  }
}

/// A binding a control writes, whatever its value's type: where it writes and what is there.
@_spi(Inspection)
public protocol ControlBinding {
  /// Where the binding writes, as a reader names it: `Screen.store.volume`.
  var sourceDescription: String { get }
  /// The storage it writes through (as ``Binding/sourceStorage``).
  @MainActor var sourceStorage: ObjectIdentifier? { get }
  /// The value there now.
  var currentValue: Any { get }
}

@_spi(Inspection)
extension Binding: ControlBinding {
  public var currentValue: Any { wrappedValue }
}

/// A view a test drives as a control: a button, a toggle, a text field… Each control
/// declares it in its own file; the graph knows nothing of controls.
@MainActor
protocol ControlView: PrimitiveView {
  /// The control this view is; nil when it is none here (a button drawn by a custom
  /// primitive style is driven through the style's body).
  var control: Control? { get }
  /// The control, given the environment it is mounted in (a link opens URLs through it,
  /// an alert's button dismisses the alert). Defaults to ``control``.
  func control(in environment: EnvironmentValues) -> Control?
  /// The control, given the node it is mounted at (a link keeps what it pushed there).
  /// Defaults to ``control(in:)`` with the node's environment.
  func control(at node: Node) -> Control?
}

extension ControlView {
  func control(in environment: EnvironmentValues) -> Control? { control }
  func control(at node: Node) -> Control? { control(in: node.environment) }
}

extension Node {
  /// The control this view is (a button, toggle, text field…), if any.
  public var control: Control? {
    // The type first: it is cheap, and a cast of the value would unwrap an `Optional`
    // holding a control, whose node is not the control. Only a primitive view can be one
    // (the protocol refines it): an app's views are not asked, since the first question
    // about a type scans every conformance record in the process.
    guard info.primitive != nil, viewType is any ControlView.Type, let view = value as? any ControlView
    else { return nil }
    return view.control(at: self)
  }

  /// The title a user sees on this control: its title string, else its label's text.
  public var controlTitle: String? {
    guard let control else { return nil }
    if let title = control.title { return title }
    // A menu is titled by its label (its first child), not by the items it holds.
    let label = control.kind == .menu ? Array(children.prefix(1)) : [self]
    let texts = label.flatMap { control.kind == .menu ? $0.descendants : Array($0.descendants.dropFirst()) }
      .compactMap(\.text)
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  /// Whether the environment disables this view (`.disabled(true)` above it).
  public var isDisabled: Bool { !environment.isEnabled }

  /// Whether taps reach this view: false below `.allowsHitTesting(false)` or `.hidden()` (S81).
  public var allowsHitTesting: Bool { environment.allowsHitTesting }

  /// Whether `.hidden()` above hides this view: it is mounted but not seen (S81).
  public var isHidden: Bool { environment.isHidden }

  /// The options of a picker: the `.tag` of each view in its content, with the text it
  /// shows, in order. A `ForEach` row with no `.tag` is tagged with its element's id when
  /// that id is of the selection's type, as SwiftUI does (S76).
  public var pickerOptions: [(tag: AnyHashable, label: String)] {
    let selectionType = control?.selection.map { String(describing: type(of: $0.wrappedValue.base)) }
    return taggedRows(selectedBy: selectionType).map {
      ($0.tag, $0.node.descendants.compactMap(\.text).joined(separator: " "))
    }
  }

  /// The views of this picker's or list's content that a selection of the type named
  /// `selectionType` selects, in order: each view with a `.tag`, and each `ForEach` row
  /// without one whose element id is of that type (or that type made optional) (S76, S78).
  public func taggedRows(selectedBy selectionType: String?) -> [(tag: AnyHashable, node: Node)] {
    var rows: [(tag: AnyHashable, node: Node)] = []
    func walk(_ node: Node) {
      for child in node.children {
        if let marker = child.modifierState as? TagMarker {
          // `.tag(_:includeOptional: false)`: an optional selection does not select it.
          if let excluded = marker.excludedOptionalOf, selectionType == "Optional<\(excluded)>" { continue }
          rows.append((marker.tag, child))
          continue
        }
        if case .element(let id) = child.component, !child.descendants.contains(where: { $0.tag != nil }) {
          let idType = String(describing: type(of: id.base.base))
          if selectionType == idType || selectionType == "Optional<\(idType)>" {
            rows.append((id.base, child))
          }
          continue
        }
        // A control in a row (a picker's own options) selects nothing of this one.
        if child.control == nil { walk(child) }
      }
    }
    walk(self)
    return rows
  }

  /// The value given to `.tag(_:)` on this view, if any.
  public var tag: AnyHashable? { (modifierState as? TagMarker)?.tag }
}
