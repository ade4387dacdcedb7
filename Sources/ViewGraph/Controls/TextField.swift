/// A control that edits a `String` through a binding, as in SwiftUI.
///
/// ```swift
/// TextField("Display name", text: $store.displayName)
/// ```
public struct TextField<Label: View> {
  let label: Label
  let title: String?
  let text: Binding<String>
  let prompt: Text?

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.text = text
    self.prompt = prompt
  }

}

extension TextField: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    label = Text(titleKey)
    title = label.string
    self.text = text
    self.prompt = prompt
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    label = Text(title)
    self.title = label.string
    self.text = text
    self.prompt = prompt
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }
}

extension TextField: PrimitiveView {
  // The label is a placeholder, not shown text: it is not mounted as a Text.
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? {
    Control(kind: .textField, title: title ?? (label as? Text)?.string, text: text)
  }

  // A field below `.focused(_:)` can take focus; one below `.onSubmit` can submit.
  func control(in environment: EnvironmentValues) -> Control? {
    let focus = environment.focusTarget
    let submit = environment.submitAction
    return Control(
      kind: .textField, title: title ?? (label as? Text)?.string, text: text, focus: focus?.focus,
      isFocused: focus?.isFocused,
      submit: submit?.run)
  }
}
