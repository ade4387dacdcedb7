/// A text field that hides what is typed, as in SwiftUI.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View> {
  let label: Label
  let title: String?
  let text: Binding<String>
  /// The iOS 13 form's `onCommit`, run when return is pressed.
  var onCommit: (() -> Void)? = nil

  /// A secure field labelled by a view; a test finds it by the label's text when it is one.
  ///
  /// ```swift
  /// SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
  /// ```
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.text = text
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    label = Text(titleKey)
    title = label.string
    self.text = text
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    label = Text(title)
    self.title = label.string
    self.text = text
  }
}

extension SecureField: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? { Control(kind: .secureField, title: resolvedTitle, .text(.init(text: text))) }

  private var resolvedTitle: String? { title ?? (label as? Text)?.string }

  // A field below `.focused(_:)` can take focus; one below `.onSubmit` can submit.
  func control(in environment: EnvironmentValues) -> Control? {
    let focus = environment.focusTarget
    return Control(
      kind: .secureField, title: resolvedTitle,
      .text(
        .init(
          text: text, focus: focus?.focus, isFocused: focus?.isFocused,
          submit: submitAction(environment.submitAction?.action(for: .text)))))
  }

  private func submitAction(_ submit: (() -> Void)?) -> (() -> Void)? {
    guard let onCommit else { return submit }
    return {
      onCommit()
      submit?()
    }
  }
}
