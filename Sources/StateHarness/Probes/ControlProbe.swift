import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A mounted control found by title. Only its kind's operations exist: a toggle's probe
/// taps and reads `isOn`, a text field's types and reads `input`, and so on, so a test
/// cannot drive a control as something it is not.
///
/// ```swift
/// harness.find(toggle: "Push notifications")?.tap()
/// #expect(harness.find(toggle: "Push notifications")?.isOn == false)
/// harness.find(textField: "Display name")?.setInput("Ada")
/// ```
@MainActor
public struct ControlProbe<Kind: ControlKind>: MountedProbe {
  /// The node the control is mounted at.
  @_spi(Inspection) public let node: Node
  let harness: Harness
  let sourceLocation: SourceLocation
  let foundAt: String
  let foundAtPath: String

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    self.node = node
    self.harness = harness
    self.sourceLocation = sourceLocation
    self.foundAt = node.identity
    self.foundAtPath = readablePath(of: node)
  }

  /// The title the control shows.
  public var title: String { node.controlTitle ?? "" }

  /// Whether the control's identity is still in the tree.
  public var isMounted: Bool { harness.operation(sourceLocation) { node.isMounted } }

  /// Whether a `.disabled(true)` above the control disables it.
  public var isDisabled: Bool { harness.operation(sourceLocation) { node.isDisabled } }

  /// A control's current state; records an issue when the control left the tree (the
  /// value would be the last one it showed).
  func read<T>(_ call: String, _ body: (Control) -> T?) -> T? {
    harness.operation(sourceLocation) {
      guard node.isMounted else {
        reportLeft(asking: call)
        return nil
      }
      return node.control.flatMap(body)
    }
  }

  /// Runs `action` on the control as a user would, then applies the updates it caused.
  /// Records an issue, and does nothing, when the control left the tree or is disabled.
  func drive(_ call: String, _ sourceLocation: SourceLocation, _ action: (Control) -> Void) {
    harness.operation(sourceLocation) {
      guard node.isMounted, let control = node.control else {
        reportLeft(asking: call, at: sourceLocation)
        return
      }
      guard !node.isDisabled else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) is disabled",
            evidence: ["A .disabled(true) above it sets \\.isEnabled to false."],
            fix: "bring the screen into the state that enables it first."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      guard node.allowsHitTesting else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) does not receive taps",
            evidence: [
              node.isHidden
                ? "A .hidden() above it hides it: it is mounted, but neither seen nor tapped."
                : "A .allowsHitTesting(false) above it lets taps pass through it."
            ],
            fix: "bring the screen into the state where the control can be reached first."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      action(control)
      harness.host.update()
    }
  }

  /// Drives the part of the control `part` reads (a long-press action, a focus binding, a
  /// submit action); records `missing` instead when the control has none.
  func drive(
    _ call: String, _ sourceLocation: SourceLocation, _ part: (Control) -> (() -> Void)?,
    missing: (Control) -> HarnessFailure
  ) {
    drive(call, sourceLocation) { control in
      guard let run = part(control) else {
        reportIssue(missing(control), of: harness, sourceLocation: sourceLocation)
        return
      }
      run()
    }
  }
}

extension ControlProbe where Kind: TappableControl {
  /// Taps the control as a user would: runs a button's action, flips a toggle, follows a
  /// link or a navigation link.
  ///
  /// Records an issue when the control is disabled or left the tree.
  ///
  /// ```swift
  /// harness.find(button: "Play")?.tap()
  /// ```
  public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("tap()", sourceLocation) { control in
      // A button whose gestures (or whose primitive style) only answer a long press does
      // nothing on a tap: say so rather than pass silently.
      if control.kind == .button, control.action == nil {
        reportIssue(noTapAction(control), of: harness, sourceLocation: sourceLocation)
        return
      }
      if let action = control.action { action() }
      if let isOn = control.isOn { isOn.wrappedValue.toggle() }
    }
  }
}

extension ControlProbe {
  /// Why tapping a button does nothing: its only action is a long press, it is an
  /// `EditButton` with no edit mode to toggle (S97), or it has no action.
  func noTapAction(_ control: Control) -> HarnessFailure {
    if control.longPress != nil {
      return HarnessFailure(
        headline: "tap(): \(label) has no tap action",
        evidence: [
          "Found: a button whose only action is a long press (onLongPressGesture, or a style that triggers on one)."
        ],
        fix: "call longPress() instead.")
    }
    if node.viewType == EditButton.self {
      return HarnessFailure(
        headline: "tap(): \(label) has no edit mode to toggle",
        evidence: [
          "An EditButton toggles \\.editMode, which is nil here: only a navigation stack provides one, or an .environment(\\.editMode, $mode) above."
        ],
        fix:
          "mount the screen in the NavigationStack the app shows it in, or set .environment(\\.editMode, $mode) above it."
      )
    }
    return HarnessFailure(
      headline: "tap(): \(label) has no tap action", evidence: ["Found: a button without an action."],
      fix: "give the view an action to tap.")
  }
}

extension ControlProbe where Kind: TappableControl {
  /// Long-presses the control: runs its `onLongPressGesture` or `LongPressGesture`'s
  /// `onEnded` action.
  ///
  /// Records an issue when the control has no long-press action, is disabled or left the
  /// tree.
  ///
  /// ```swift
  /// harness.find(button: "Milk")?.longPress()
  /// ```
  public func longPress(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("longPress()", sourceLocation, \.longPress) { control in
      HarnessFailure(
        headline: "longPress(): \(label) has no long-press action",
        evidence: ["Found: a \(control.kind) without onLongPressGesture or a LongPressGesture."],
        fix: "attach .onLongPressGesture { … } to the view, or call tap() for its tap action.")
    }
  }
}

extension ControlProbe where Kind == ControlKinds.Toggle {
  /// Whether the toggle is on: what its binding reads now.
  ///
  /// ```swift
  /// #expect(harness.find(toggle: "Push notifications")?.isOn == true)
  /// ```
  public var isOn: Bool? { read("isOn") { $0.isOn?.wrappedValue } }
}

extension ControlProbe where Kind == ControlKinds.TextField {
  /// Types `text` into the `TextField`, `SecureField` or `TextEditor`, replacing its
  /// contents.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func setInput(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setInput(_:)", sourceLocation) { control in
      // A field with a format keeps its value when the text does not parse; a test that
      // types such a text asked for something a user's typing would not do.
      if let reason = control.textRejection?(text) {
        reportIssue(
          HarnessFailure(
            headline: "setInput(\"\(text)\"): \(label) cannot take this text; its value stays",
            evidence: [reason],
            fix: "type the text as the field's format writes it."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.text?.wrappedValue = text
    }
  }

  /// The text the field's binding reads now.
  public var input: String? { read("input") { $0.text?.wrappedValue } }

  /// Gives the field keyboard focus, as a tap on it would: its `.focused(_:)` state
  /// becomes this field's.
  ///
  /// Records an issue when no `.focused(_:)` above the field binds its focus.
  ///
  /// ```swift
  /// harness.find(textField: "Email")?.focus()
  /// ```
  public func focus(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("focus()", sourceLocation, \.focus) { _ in
      HarnessFailure(
        headline: "focus(): \(label) has no focus binding",
        evidence: ["No .focused(_:) or .focused(_:equals:) is applied above the field."],
        fix: "bind the field's focus with .focused($state) to drive it from a test.")
    }
  }

  /// Whether the field's `.focused(_:)` state says it has focus; nil without one.
  public var isFocused: Bool? { read("isFocused") { $0.isFocused?() } }

  /// Presses return in the field: runs the `onSubmit` actions above it.
  ///
  /// Records an issue when no `onSubmit` is applied above the field.
  ///
  /// ```swift
  /// harness.find(textField: "Email")?.submit()
  /// ```
  public func submit(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("submit()", sourceLocation, \.submit) { _ in
      HarnessFailure(
        headline: "submit(): \(label) has no submit action",
        evidence: ["No .onSubmit { … } is applied above the field."],
        fix: "add .onSubmit { … } to the field or a view above it.")
    }
  }
}

extension ControlProbe where Kind == ControlKinds.Stepper {
  /// Presses the stepper's increment.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func increment(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("increment()", sourceLocation) { $0.onIncrement?() }
  }

  /// Presses the stepper's decrement.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.decrement()
  /// ```
  public func decrement(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("decrement()", sourceLocation) { $0.onDecrement?() }
  }
}

extension ControlProbe where Kind == ControlKinds.Picker {
  /// Picks the option tagged `value`.
  ///
  /// Records an issue naming the options when no view of the picker is tagged `value`.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func select<Value: Hashable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    drive("select(_:)", sourceLocation) { control in
      let options = node.pickerOptions
      guard options.contains(where: { $0.tag == AnyHashable(value) }) else {
        reportIssue(
          HarnessFailure(
            headline: "select(\(describe(value))): \(label) has no option tagged \(describe(value))",
            evidence: [
              "options: "
                + options.map { "\(describe($0.tag.base)) (\"\($0.label)\")" }.joined(separator: ", ")
            ],
            fix: "select one of the tags the picker's content declares with .tag(_:)."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.selection?.wrappedValue = AnyHashable(value)
    }
  }

  /// What the picker's selection reads now.
  public var selection: AnyHashable? { read("selection") { $0.selection?.wrappedValue } }
}

extension ControlProbe where Kind == ControlKinds.Slider {
  /// Moves the slider to `value`.
  ///
  /// Records an issue when `value` is outside the slider's bounds.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func setValue(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setValue(_:)", sourceLocation) { control in
      if let bounds = control.bounds, !bounds.contains(value) {
        reportIssue(
          HarnessFailure(
            headline:
              "setValue(\(value)): \(label) only goes from \(bounds.lowerBound) to \(bounds.upperBound)",
            fix: "pick a value inside the slider's range."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.value?.wrappedValue = value
    }
  }

  /// What the slider's value reads now.
  public var value: Double? { read("value") { $0.value?.wrappedValue } }
}

extension ControlProbe where Kind == ControlKinds.DatePicker {
  /// Picks `date`.
  ///
  /// Records an issue when `date` is outside the picker's range (`in: Date()...`), which a
  /// user could not pick.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func select(date: Date, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("select(date:)", sourceLocation) { control in
      if let range = control.dateRange, !range.contains(date) {
        let from = range.lowerBound == .distantPast ? nil : "from \(range.lowerBound)"
        let through = range.upperBound == .distantFuture ? nil : "through \(range.upperBound)"
        reportIssue(
          HarnessFailure(
            headline: "select(date: \(date)): \(label) only offers dates "
              + [from, through].compactMap { $0 }.joined(separator: " "),
            fix: "pick a date inside the range the picker is given with in:."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.date?.wrappedValue = date
    }
  }

  /// The date the picker's binding reads now.
  public var date: Date? { read("date") { $0.date?.wrappedValue } }
}

extension ViewProbe where V == TextEditor {
  /// Types `text` into the editor, replacing its contents. A `TextEditor` has no title to
  /// find it by, so it is found by type:
  ///
  /// ```swift
  /// harness.find(TextEditor.self)?.setInput("Buy milk")
  /// ```
  public func setInput(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    editor.setInput(text, sourceLocation: sourceLocation)
  }

  /// The text the editor's binding reads now.
  public var input: String? { editor.input }

  private var editor: ControlProbe<ControlKinds.TextField> {
    ControlProbe(node: node, harness: harness, sourceLocation: sourceLocation)
  }
}
