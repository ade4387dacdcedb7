/// A text field that hides what is typed, as in SwiftUI.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField {
  let title: String
  let text: Binding<String>
  /// The iOS 13 form's `onCommit`, run when return is pressed.
  var onCommit: (() -> Void)? = nil

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    title = titleKey.resolved
    self.text = text
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.title = String(title)
    self.text = text
  }

}

extension SecureField: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? { Control(kind: .secureField, title: title, .text(.init(text: text))) }

  // A field below `.focused(_:)` can take focus; one below `.onSubmit` can submit.
  func control(in environment: EnvironmentValues) -> Control? {
    let focus = environment.focusTarget
    return Control(
      kind: .secureField, title: title,
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
