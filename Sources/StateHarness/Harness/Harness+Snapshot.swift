import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// A text rendering of what is mounted, for text and inline snapshot tests.

extension Harness {
  /// What is mounted, as indented text: your views, the texts and controls a user sees
  /// with their current values, and what is presented or pushed.
  ///
  /// One line per view, indented two spaces per level:
  ///
  /// - Your views by type name, generic arguments included: `TripRow`, `Card<Trip>`.
  /// - `Text "…"` with the string it shows.
  /// - Controls by kind, title and current value: `Toggle "Reminders": on`,
  ///   `TextField "Notes": "Bring snacks"`, `Slider "Budget": 500.0`,
  ///   `Picker "Mode": "Train" (options: "Train", "Plane")`,
  ///   `DatePicker "Departure": 1970-01-01T00:00:00Z`, marked `(disabled)` under a
  ///   `.disabled(true)` and `(focused)` when their `.focused(_:)` state says so. A
  ///   `SecureField` shows one `•` per character; a control's label texts are its title.
  /// - `(hidden)` after the first line a `.hidden()` hides: the views inside are hidden too.
  /// - Containers a user sees as such (`NavigationStack`, `Form`, `List`, `Section`,
  ///   `VStack`, `ForEach`, `Image "star"`…); modifiers, `TupleView`, `AnyView`, `Group`
  ///   and `if` branches are left out.
  /// - What a view presents, pushes or attaches, as a line of its own above that content:
  ///   `sheet (presented)`, `alert (presented)`, `pushed 0 (presented)` for the first
  ///   screen on a stack's path, `toolbar`, `overlay`…; the label of the tab a `TabView`
  ///   shows is `tabItem (selected)`.
  /// - Identity where it tells views apart: a `ForEach` row's id (`id "lis": …`) and an
  ///   `.id(_:)` (`.id("summary"): …`); a section's `header:` and `footer:`.
  ///
  /// ```swift
  /// let harness = ParentHarness { TripPlannerScreen() }
  /// harness.find(button: "Pack")?.tap()
  /// #expect(
  ///   harness.snapshot() == """
  ///     TripPlannerScreen
  ///       NavigationStack
  ///         Form
  ///           Section
  ///             header: Text "Trip"
  ///             Toggle "Reminders": on
  ///           Button "Pack"
  ///         sheet (presented)
  ///           PackingSheet
  ///             Text "Packing list"
  ///     """)
  /// ```
  ///
  /// With swift-snapshot-testing, add a strategy in your test target and call
  /// `assertSnapshot(of: harness, as: .tree)` from a `@MainActor` test:
  ///
  /// ```swift
  /// extension Snapshotting where Value: Harness, Format == String {
  ///   static var tree: Self {
  ///     SimplySnapshotting.lines.pullback { harness in MainActor.assumeIsolated { harness.snapshot() } }
  ///   }
  /// }
  /// ```
  ///
  /// **What is stable.** The text depends only on what is mounted and the values it
  /// shows: no object addresses, no object numbers, no hash order, no times. The same
  /// screen mounted twice, or re-rendered with nothing changed, gives the same text byte
  /// for byte; driving a control changes the lines that show its value and what depends
  /// on it. Row ids that differ from run to run (`UUID`, `ObjectIdentifier`, objects) are
  /// shown by position, `row 0`, and such `.id(_:)` values by type, `.id(UUID)`. What your
  /// views show is printed as it is, so a `Text(Date.now)` changes with the clock. New
  /// kinds of view ViewGraph learns may add lines in a later version.
  ///
  /// When nothing is mounted (the closure returns `EmptyView()`) the snapshot is
  /// `(nothing mounted)`.
  ///
  /// - Returns: The lines, joined by newlines, without a trailing newline.
  /// - Complexity: O(n) in the mounted views.
  public func snapshot(sourceLocation: SourceLocation = #_sourceLocation) -> String {
    operation(sourceLocation) {
      var lines: [String] = []
      appendSnapshot(of: host.root, depth: 0, labels: [], inLabel: false, to: &lines)
      return lines.isEmpty ? "(nothing mounted)" : lines.joined(separator: "\n")
    }
  }

  /// Appends the lines of `node` and its subtree. `labels` are identity parts (a row id, a
  /// section's header) the next line shown starts with; `inLabel` is true inside a
  /// control's label, whose texts are already its title.
  private func appendSnapshot(
    of node: Node, depth: Int, labels: [String], inLabel: Bool, to lines: inout [String]
  ) {
    var labels = labels
    if let part = snapshotIdentityPart(node) { labels.append(part) }
    guard case .attached(let slot) = node.component else {
      appendSnapshotContent(of: node, depth: depth, labels: labels, inLabel: inLabel, to: &lines)
      return
    }
    var attached: [String] = []
    appendSnapshotContent(of: node, depth: depth + 1, labels: [], inLabel: false, to: &attached)
    // Presented content is shown even when empty: the presentation is what a user sees.
    guard slot.isPresentation || !attached.isEmpty else { return }
    var header = slot.isPresentation ? "\(slot) (presented)" : "\(slot)"
    if slot == .tabItem, let tab = node.parent, isSelectedTab(tab) { header += " (selected)" }
    lines.append(snapshotLine(header, depth: depth, labels: labels))
    lines += attached
  }

  /// Whether `tab` is the tab its `TabView` shows (S239).
  private func isSelectedTab(_ tab: Node) -> Bool {
    var current = tab.parent
    while let node = current {
      if node.isTabView { return node.selectedTab === tab }
      current = node.parent
    }
    return false
  }

  /// Appends the line of `node`, if it has one, and those of its children.
  private func appendSnapshotContent(
    of node: Node, depth: Int, labels: [String], inLabel: Bool, to lines: inout [String]
  ) {
    var depth = depth
    var labels = labels
    var inLabel = inLabel && !node.isUserView
    if let line = snapshotText(of: node, inLabel: inLabel) {
      // Marked where a `.hidden()` starts to apply, not on each view inside (S81).
      let hidden = node.isHidden && nearestShownAncestor(of: node)?.isHidden != true ? " (hidden)" : ""
      lines.append(snapshotLine(line + hidden, depth: depth, labels: labels))
      depth += 1
      labels = []
    }
    // A picker's content is its options, listed on its line.
    if node.control?.kind == .picker { return }
    inLabel = inLabel || node.control != nil
    for child in node.children {
      appendSnapshot(of: child, depth: depth, labels: labels, inLabel: inLabel, to: &lines)
    }
  }

  private func snapshotLine(_ text: String, depth: Int, labels: [String]) -> String {
    String(repeating: "  ", count: depth) + labels.map { $0 + ": " }.joined() + text
  }

  /// The part of the node's identity a reader needs to tell it from its siblings.
  private func snapshotIdentityPart(_ node: Node) -> String? {
    switch node.component {
    case .element(let id):
      guard isStable(id.base.base) else {
        let position = node.parent?.children.firstIndex { $0 === node } ?? 0
        return "row \(position)"
      }
      return "id \(id)"
    case .explicit(let id):
      return isStable(id.base.base) ? ".id(\(id))" : ".id(\(type(of: id.base.base)))"
    case .index(let index) where node.parent.map(snapshotBaseName) == "Section":
      return index == 0 ? "header" : index == 2 ? "footer" : nil
    default:
      return nil
    }
  }

  /// The line of a node, or nil when it is left out.
  private func snapshotText(of node: Node, inLabel: Bool) -> String? {
    if node.isUserView { return node.typeName + notRendered(node) }
    if let control = node.control { return snapshotText(of: control, at: node) }
    if let text = node.text { return inLabel ? nil : "Text \(quoted(text))" }
    // Composite views of the runtime (a style's label, a harness root) stand for their body.
    if node.isComposite { return nil }
    let name = snapshotBaseName(node)
    // Inside a label, the stacks that lay its texts out are part of the control.
    if transparentViews.contains(name) || (inLabel && !node.children.isEmpty) { return nil }
    if let image = node.value as? Image { return "Image \(quoted(image.name))" }
    // `_ShapeView<Circle, Color>` is a `Circle`, `_LayoutContainer<Flow, …>` a `Flow`; a
    // shape of your own already has its line.
    guard name.hasPrefix("_") else { return name }
    let shown = firstGenericArgument(of: node.viewType) ?? name
    return shown == node.parent?.typeName ? nil : shown
  }

  private func snapshotText(of control: Control, at node: Node) -> String {
    var line = control.kind.rawValue
    // An image-only control is named as a query finds it: its accessibility label, else
    // its image's name.
    let name = ControlName(node)
    if let title = name.title ?? name.accessibilityLabel {
      line += " " + quoted(title)
    } else if let image = name.imageName {
      line += " image " + quoted(image)
    }
    if let value = snapshotValue(of: control, at: node) { line += ": " + value }
    if node.isDisabled { line += " (disabled)" }
    if control.textInput?.isFocused?() == true { line += " (focused)" }
    return line + notRendered(node)
  }

  private func snapshotValue(of control: Control, at node: Node) -> String? {
    switch control.interaction {
    case .toggle(let isOn):
      return isOn.wrappedValue ? "on" : "off"
    case .text(let input):
      let text = input.text.wrappedValue
      return quoted(control.kind == .secureField ? String(repeating: "•", count: text.count) : text)
    case .slider(let value, _):
      return "\(value.wrappedValue)"
    case .selection(let selection):
      let options = node.pickerOptions
      let selected =
        options.first { $0.tag == selection.wrappedValue }.map { quoted($0.label) }
        ?? stableDescription(selection.wrappedValue.base)
      let listed =
        options.isEmpty ? "" : " (options: \(options.map { quoted($0.label) }.joined(separator: ", ")))"
      return selected + listed
    case .date(let date, _):
      return ISO8601DateFormatter().string(from: date.wrappedValue)
    case .color(let color):
      return "\(color.wrappedValue)"
    case .share(let items):
      return "shares " + items.map { stableDescription($0) }.joined(separator: ", ")
    case .days(let days, _):
      return ControlKinds.MultiDatePicker.text(of: days.wrappedValue)
    case .tap(let tap):
      return tap.url?.absoluteString
    case .steps, .submission:
      // Actions, not a value: what a stepper of actions or a text field link shows is its
      // label, already on the line.
      return nil
    }
  }

  private func notRendered(_ node: Node) -> String {
    node.renderingFailure == nil ? "" : " (not rendered)"
  }
}

/// Structural views a user does not see as views of their own (also not positional steps).
let transparentViews: Set<String> = [
  "ModifiedContent", "TupleView", "EmptyView", "_ConditionalContent", "AnyView", "Optional",
  "ForEachRow", "PresentedContent", "EquatableView", "Group", "GestureTarget", "_ViewModifier_Content",
  "_AlertContent", "SearchScope",
]

/// `VStack` for `VStack<TupleView<…>>`: a runtime view's name without its generic arguments.
@MainActor
func snapshotBaseName(_ node: Node) -> String {
  let name = node.typeName
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// `Circle` for `_ShapeView<Circle, Color>`; the argument keeps its own generic arguments.
func firstGenericArgument(of type: Any.Type) -> String? {
  let name = String(describing: type)
  guard let open = name.firstIndex(of: "<") else { return nil }
  var depth = 0
  var argument = ""
  for character in name[name.index(after: open)...] {
    if (character == "," || character == ">") && depth == 0 { break }
    if character == "<" { depth += 1 }
    if character == ">" { depth -= 1 }
    argument.append(character)
  }
  return argument.isEmpty ? nil : argument
}

/// Whether a value prints the same in every run: not an object, whose description may
/// hold its address, nor an id made fresh each run.
private func isStable(_ value: Any) -> Bool {
  !(type(of: value) is AnyClass) && !(value is ObjectIdentifier) && !(value is UUID)
}

/// A value as the snapshot prints it: strings quoted, objects and fresh ids by type.
private func stableDescription(_ value: Any) -> String {
  if let string = value as? String { return quoted(string) }
  return isStable(value) ? String(describing: value) : String(describing: type(of: value))
}

/// `"Say \"hi\""`: one line whatever the string holds.
private func quoted(_ string: String) -> String {
  var result = "\""
  for character in string {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result + "\""
}

extension AttachmentSlot {
  /// Whether content in this slot is there because it is presented (a sheet, an alert, a
  /// pushed screen), rather than always attached (a toolbar, an overlay).
  var isPresentation: Bool {
    switch self {
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .navigationDestination, .pushed,
      .inspector:
      true
    case .tabItem, .toolbar, .background, .overlay, .search, .contextMenu, .swipeActions, .bottomAccessory,
      .tabViewSidebar:
      false
    }
  }
}
