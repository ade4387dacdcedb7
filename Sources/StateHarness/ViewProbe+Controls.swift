import Testing
@_spi(Inspection) import ViewGraph

extension ViewProbe {
  /// Taps a `Button` (runs its action) or a `Toggle` (flips its binding), as a user would.
  ///
  /// Records an issue when the view is not a button or toggle, when it is disabled, or
  /// when it left the tree.
  ///
  /// ```swift
  /// harness.find(button: "Play")?.tap()
  /// ```
  public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("tap()", kinds: [.button, .toggle, .link, .navigationLink], sourceLocation) { control in
      if let action = control.action { action() }
      if let isOn = control.isOn { isOn.wrappedValue.toggle() }
    }
  }

  /// Types `text` into a `TextField`, `SecureField` or `TextEditor`, replacing its contents.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func setInput(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setInput(_:)", kinds: [.textField, .secureField, .textEditor], sourceLocation) { control in
      control.text?.wrappedValue = text
    }
  }

  /// Presses a `Stepper`'s increment.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.increment()
  /// ```
  public func increment(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("increment()", kinds: [.stepper], sourceLocation) { $0.onIncrement?() }
  }

  /// Presses a `Stepper`'s decrement.
  ///
  /// ```swift
  /// harness.find(stepper: "Quantity")?.decrement()
  /// ```
  public func decrement(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("decrement()", kinds: [.stepper], sourceLocation) { $0.onDecrement?() }
  }

  /// Selects the option tagged `value` in a `Picker`.
  ///
  /// Records an issue naming the options when no view of the picker is tagged `value`.
  ///
  /// ```swift
  /// harness.find(picker: "Flavor")?.select(Flavor.vanilla)
  /// ```
  public func select<Value: Hashable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    drive("select(_:)", kinds: [.picker], sourceLocation) { control in
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
          sourceLocation: sourceLocation)
        return
      }
      control.selection?.wrappedValue = AnyHashable(value)
    }
  }

  /// Moves a `Slider` to `value`.
  ///
  /// Records an issue when `value` is outside the slider's bounds.
  ///
  /// ```swift
  /// harness.find(slider: "Volume")?.setValue(8)
  /// ```
  public func setValue(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setValue(_:)", kinds: [.slider], sourceLocation) { control in
      if let bounds = control.bounds, !bounds.contains(value) {
        reportIssue(
          HarnessFailure(
            headline:
              "setValue(\(value)): \(label) only goes from \(bounds.lowerBound) to \(bounds.upperBound)",
            fix: "pick a value inside the slider's range."),
          sourceLocation: sourceLocation)
        return
      }
      control.value?.wrappedValue = value
    }
  }

  /// Picks `date` in a `DatePicker`.
  ///
  /// ```swift
  /// harness.find(datePicker: "Due")?.select(date: tomorrow)
  /// ```
  public func select(date: Date, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("select(date:)", kinds: [.datePicker], sourceLocation) { $0.date?.wrappedValue = date }
  }

  /// The text currently in a text field, the state of a toggle: what the control's
  /// binding reads now.
  ///
  /// ```swift
  /// #expect(harness.find(toggle: "Push notifications")?.isOn == true)
  /// ```
  public var isOn: Bool? { read("isOn") { node.control?.isOn?.wrappedValue } }

  /// The text a text field's binding reads now.
  public var input: String? { read("input") { node.control?.text?.wrappedValue } }

  /// What a picker's selection reads now.
  public var selection: AnyHashable? { read("selection") { node.control?.selection?.wrappedValue } }

  /// What a slider's value reads now.
  public var value: Double? { read("value") { node.control?.value?.wrappedValue } }

  /// A control's current state; records an issue when the control left the tree (the
  /// value would be the last one it showed).
  private func read<T>(_ call: String, _ body: () -> T?) -> T? {
    harness.operation(sourceLocation) {
      guard node.isMounted else {
        reportLeft(asking: call)
        return nil
      }
      return body()
    }
  }

  private func drive(
    _ call: String, kinds: [Control.Kind], _ sourceLocation: SourceLocation,
    _ action: (Control) -> Void
  ) {
    harness.operation(sourceLocation) {
      let names = kinds.map(\.rawValue)
      let expected =
        names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
      guard node.isMounted else {
        reportLeft(asking: call, at: sourceLocation)
        return
      }
      guard let control = node.control, kinds.contains(control.kind) else {
        reportIssue(
          HarnessFailure(
            headline: "\(call) drives a \(expected); \(label) is not one",
            evidence: ["Found at \(node.identity)."],
            fix: node.control.map { "for a \($0.kind) use \(driveCall(for: $0.kind))." }
              ?? "find the control inside it, e.g. probe.find(button:) on the harness."),
          sourceLocation: sourceLocation)
        return
      }
      guard !node.isDisabled else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) is disabled",
            evidence: ["A .disabled(true) above it sets \\.isEnabled to false."],
            fix: "bring the screen into the state that enables it first."),
          sourceLocation: sourceLocation)
        return
      }
      action(control)
      harness.host.update()
    }
  }
}

func driveCall(for kind: Control.Kind) -> String {
  switch kind {
  case .button, .toggle, .link, .navigationLink: "tap()"
  case .textField, .secureField, .textEditor: "setInput(_:)"
  case .stepper: "increment() or decrement()"
  case .slider: "setValue(_:)"
  case .picker: "select(_:)"
  case .datePicker: "select(date:)"
  case .menu: "find the menu's buttons and tap() them"
  }
}
