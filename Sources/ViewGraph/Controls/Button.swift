/// A control that runs an action when tapped, as in SwiftUI.
///
/// ```swift
/// Button("Play") { isPlaying.toggle() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View> {
  let label: Label
  let title: String?
  let action: () -> Void
  let role: ButtonRole?

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.action = action
    self.role = nil
  }

  public init(
    role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.title = nil
    self.action = action
    self.role = role
  }

}

extension Button: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(titleKey, role: nil, action: action)
  }

  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void
  ) {
    label = Text(titleKey)
    title = label.string
    self.action = action
    self.role = role
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(title, role: nil, action: action)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping () -> Void
  ) {
    label = Text(title)
    self.title = label.string
    self.action = action
    self.role = role
  }
}

extension Button: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .button, title: title, action: action) }

  // An alert's or dialog's button dismisses it after its action, as in SwiftUI.
  func control(in environment: EnvironmentValues) -> Control? {
    guard let dismiss = environment.presentationButtonDismiss else { return control }
    let action = action
    return Control(
      kind: .button, title: title,
      action: {
        action(); dismiss()
      })
  }
}

/// What a button does to the data it acts on.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}
