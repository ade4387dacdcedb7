import Testing
import ViewGraph

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
    drive("tap()", kinds: [.button, .toggle], sourceLocation) { control in
      if let action = control.action { action() }
      if let isOn = control.isOn { isOn.wrappedValue.toggle() }
    }
  }

  /// Types `text` into a `TextField` or `SecureField`, replacing its contents.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func setInput(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setInput(_:)", kinds: [.textField, .secureField], sourceLocation) { control in
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

  /// The text currently in a text field, the state of a toggle: what the control's
  /// binding reads now.
  ///
  /// ```swift
  /// #expect(harness.find(toggle: "Push notifications")?.isOn == true)
  /// ```
  public var isOn: Bool? { harness.operation(#_sourceLocation) { node.control?.isOn?.wrappedValue } }

  /// The text a text field's binding reads now.
  public var input: String? { harness.operation(#_sourceLocation) { node.control?.text?.wrappedValue } }

  private func drive(
    _ call: String, kinds: [Control.Kind], _ sourceLocation: SourceLocation,
    _ action: (Control) -> Void
  ) {
    harness.operation(sourceLocation) {
      let expected = kinds.map(\.rawValue).joined(separator: " or ")
      guard node.isMounted else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) is no longer mounted",
            evidence: ["It was at \(node.identity)."],
            fix: "find the view again after the change that removed it."),
          sourceLocation: sourceLocation)
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
  case .button, .toggle: "tap()"
  case .textField, .secureField: "setInput(_:)"
  case .stepper: "increment() or decrement()"
  }
}
