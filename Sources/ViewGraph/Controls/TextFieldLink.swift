/// A control that asks the user for text when pressed, and hands what they accept to an
/// action (watchOS 9), as SwiftUI declares it.
///
/// ```swift
/// TextFieldLink("Add a note", prompt: Text("What happened?")) { note in
///   notes.append(note)
/// }
/// ```
///
/// There is no text entry sheet here: a test plays what the user enters and accepts
/// through the control's `submission` (inspection SPI; StateHarness: `submit(_:)`), which
/// runs `onSubmit` with it (S318).
public struct TextFieldLink<Label: View> {
  let label: Label
  let title: String?
  let prompt: Text?
  let onSubmit: (String) -> Void

  /// A link labelled by a view, asking for text with `prompt`.
  ///
  /// ```swift
  /// TextFieldLink(prompt: Text("Name")) { Label("Rename", systemImage: "pencil") } onSubmit: { name = $0 }
  /// ```
  nonisolated public init(
    prompt: Text? = nil, @ContentBuilder label: () -> Label, onSubmit: @escaping (String) -> Void
  ) {
    self.label = label()
    self.title = nil
    self.prompt = prompt
    self.onSubmit = onSubmit
  }

  init(label: Label, title: String?, prompt: Text?, onSubmit: @escaping (String) -> Void) {
    self.label = label
    self.title = title
    self.prompt = prompt
    self.onSubmit = onSubmit
  }
}

extension TextFieldLink where Label == Text {
  /// A link titled by a localized key.
  ///
  /// ```swift
  /// TextFieldLink("Add a note") { notes.append($0) }
  /// ```
  nonisolated public init(
    _ titleKey: LocalizedStringKey, prompt: Text? = nil, onSubmit: @escaping (String) -> Void
  ) {
    let label = Text(titleKey)
    self.init(label: label, title: label.string, prompt: prompt, onSubmit: onSubmit)
  }

  /// A link titled by a string, shown as it is.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, prompt: Text? = nil, onSubmit: @escaping (String) -> Void
  ) {
    let label = Text(title)
    self.init(label: label, title: label.string, prompt: prompt, onSubmit: onSubmit)
  }
}

extension TextFieldLink: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TextFieldLink: PrimitiveView, ControlView {
  // The label is what the user presses: it is shown.
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }

  var control: Control? { Control(kind: .textFieldLink, title: title, .submission(onSubmit)) }
}
