import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// `TextField`: its kind, the query that finds it and its probe's operations. Adding a control:
// "Adding a drivable control" in ViewGraph's engine guide.

extension ControlKinds {
  /// `TextField`, `SecureField` or `TextEditor`: ``ViewQuerying/find(textField:sourceLocation:)``,
  /// `setInput(_:)`, `input`.
  public enum TextField: ControlKind {
    public static var family: ControlFamily {
      ControlFamily(
        name: "TextField", kinds: [.textField, .secureField, .textEditor], findLabel: "textField",
        operations: "setInput(_:) and input")
    }
  }
}

extension ViewQuerying {
  /// The one mounted `TextField` (or `SecureField`) titled `title`.
  ///
  /// Records an issue listing the TextFields mounted, and returns nil, when none is titled
  /// `title`; records one listing each, and returns nil, when several are.
  ///
  /// ```swift
  /// harness.find(textField: "Display name")?.setInput("Ada")
  /// ```
  public func find(
    textField title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ControlProbe<ControlKinds.TextField>? {
    findControl(ControlKinds.TextField.self, title, sourceLocation)
  }

  /// Every mounted `TextField` titled `title`, depth first; empty when there is none.
  ///
  /// ```swift
  /// #expect(harness.findAll(textField: "Name").count == 3)
  /// ```
  public func findAll(
    textField title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlProbe<ControlKinds.TextField>] {
    findAllControls(ControlKinds.TextField.self, title, sourceLocation)
  }
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
      if let reason = control.textInput?.rejection?(text) {
        reportIssue(
          HarnessFailure(
            headline: "setInput(\"\(text)\"): \(label) cannot take this text; its value stays",
            evidence: [reason],
            fix: "type the text as the field's format writes it."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      control.textInput?.text.wrappedValue = text
    }
  }

  /// The text the field's binding reads now.
  public var input: String? { read("input") { $0.textInput?.text.wrappedValue } }

  /// Gives the field keyboard focus, as a tap on it would: its `.focused(_:)` state
  /// becomes this field's.
  ///
  /// Records an issue when no `.focused(_:)` above the field binds its focus.
  ///
  /// ```swift
  /// harness.find(textField: "Email")?.focus()
  /// ```
  public func focus(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("focus()", sourceLocation, \.textInput?.focus) { _ in
      HarnessFailure(
        headline: "focus(): \(label) has no focus binding",
        evidence: ["No .focused(_:) or .focused(_:equals:) is applied above the field."],
        fix: "bind the field's focus with .focused($state) to drive it from a test.")
    }
  }

  /// Whether the field's `.focused(_:)` state says it has focus; nil without one.
  public var isFocused: Bool? { read("isFocused") { $0.textInput?.isFocused?() } }

  /// Presses return in the field: runs the `onSubmit` actions above it.
  ///
  /// Records an issue when no `onSubmit` is applied above the field.
  ///
  /// ```swift
  /// harness.find(textField: "Email")?.submit()
  /// ```
  public func submit(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("submit()", sourceLocation, \.textInput?.submit) { _ in
      HarnessFailure(
        headline: "submit(): \(label) has no submit action",
        evidence: ["No .onSubmit { … } is applied above the field."],
        fix: "add .onSubmit { … } to the field or a view above it.")
    }
  }
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
