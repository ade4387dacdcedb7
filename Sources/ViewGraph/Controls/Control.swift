/// What a mounted control holds: its kind, its title and the action or binding that user
/// interaction goes through. Inspection drives controls through this.
///
/// ```swift
/// if let toggle = node.control, toggle.kind == .toggle {
///   toggle.isOn?.wrappedValue.toggle()
/// }
/// ```
@_spi(Inspection)
public struct Control {
  /// The kinds of control ViewGraph knows how to drive.
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

    public var description: String { rawValue }
  }

  /// The kind of control.
  public let kind: Kind
  /// The title given as a string, or nil when the label is a view (then the node's
  /// ``Node/controlTitle`` reads the label's text).
  public let title: String?
  /// The button's action.
  public let action: (() -> Void)?
  /// The toggle's binding.
  public let isOn: Binding<Bool>?
  /// The text field's binding.
  public let text: Binding<String>?
  /// For a field editing a value through a format or formatter: why a text cannot become
  /// its value (nil when it can).
  public let textRejection: ((String) -> String?)?
  /// The stepper's increment and decrement.
  public let onIncrement: (() -> Void)?
  public let onDecrement: (() -> Void)?
  /// The slider's value, as a `Double`, and its bounds.
  public let value: Binding<Double>?
  public let bounds: ClosedRange<Double>?
  /// The picker's selection, type-erased; its options are the `.tag`s of its content.
  public let selection: Binding<AnyHashable>?
  /// The date picker's date.
  public let date: Binding<Date>?
  /// The dates the date picker offers (`in: start...`, `...end`); nil when unbounded.
  public let dateRange: ClosedRange<Date>?
  /// A link's destination.
  public let url: URL?
  /// What a long press runs (`onLongPressGesture`, `LongPressGesture().onEnded`).
  public let longPress: (() -> Void)?
  /// Gives a text field focus: what its `.focused(_:)` binding is set to.
  public let focus: (() -> Void)?
  /// Whether the text field's `.focused(_:)` binding says it has focus.
  public let isFocused: (() -> Bool)?
  /// What pressing return in a text field runs (`onSubmit`).
  public let submit: (() -> Void)?
  /// The binding a control writes when no typed field above says (a stepper's `value:`).
  let bound: (any ErasedBinding)?

  init(
    kind: Kind, title: String?, action: (() -> Void)? = nil,
    isOn: Binding<Bool>? = nil, text: Binding<String>? = nil, textRejection: ((String) -> String?)? = nil,
    onIncrement: (() -> Void)? = nil, onDecrement: (() -> Void)? = nil,
    value: Binding<Double>? = nil, bounds: ClosedRange<Double>? = nil,
    selection: Binding<AnyHashable>? = nil, date: Binding<Date>? = nil, dateRange: ClosedRange<Date>? = nil,
    url: URL? = nil,
    longPress: (() -> Void)? = nil, focus: (() -> Void)? = nil, isFocused: (() -> Bool)? = nil,
    submit: (() -> Void)? = nil, bound: (any ErasedBinding)? = nil
  ) {
    self.bound = bound
    self.longPress = longPress
    self.focus = focus
    self.isFocused = isFocused
    self.submit = submit
    self.kind = kind
    self.title = title
    self.action = action
    self.isOn = isOn
    self.text = text
    self.textRejection = textRejection
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.value = value
    self.bounds = bounds
    self.selection = selection
    self.date = date
    self.dateRange = dateRange
    self.url = url
  }
}

extension Control {
  /// Where a stepper's `value:` binding writes (`Screen.store.count`), for maps; nil for a
  /// stepper of actions.
  public var boundSourceDescription: String? { bound?.sourceDescription }
  /// The storage that binding writes through (as ``Binding/sourceStorage``).
  @MainActor public var boundSourceStorage: ObjectIdentifier? { bound?.sourceStorage }
  /// The value there now.
  public var boundValue: Any? { bound?.erasedValue }
}

/// A binding of any value type, as a control that is generic over it holds one.
protocol ErasedBinding {
  var sourceDescription: String { get }
  @MainActor var sourceStorage: ObjectIdentifier? { get }
  var erasedValue: Any { get }
}

extension Binding: ErasedBinding {
  var erasedValue: Any { wrappedValue }
}

extension Node {
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
        if let tag = child.tag {
          rows.append((tag, child))
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
