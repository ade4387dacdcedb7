/// A control that runs an action when tapped, as in SwiftUI.
///
/// ```swift
/// Button("Play") { isPlaying.toggle() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View> {
  let label: Label
  let title: String?
  let action: @MainActor () -> Void
  let role: ButtonRole?
  /// Whether a custom style above is mounted in place of this button; false for the
  /// button a primitive style mounts itself (`Button(configuration)`).
  var resolvesStyle = true

  init(
    label: Label, title: String?, action: @escaping @MainActor () -> Void, role: ButtonRole?,
    resolvesStyle: Bool
  ) {
    self.label = label
    self.title = title
    self.action = action
    self.role = role
    self.resolvesStyle = resolvesStyle
  }

  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
  ) {
    self.label = label()
    self.title = nil
    self.action = action
    self.role = nil
  }

  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
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
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, role: nil, action: action)
  }

  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    label = Text(titleKey)
    title = label.string
    self.action = action
    self.role = role
  }

  @_disfavoredOverload
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, role: nil, action: action)
  }

  @_disfavoredOverload
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    label = Text(title)
    self.title = label.string
    self.action = action
    self.role = role
  }
}

extension Button: PrimitiveView, ControlView {
  // A custom style above mounts its body in place of the label (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    let environment = visitor.node.environment
    if resolvesStyle, let style = visitor.customStyle((any PrimitiveButtonStyle).self) {
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), action: action(in: environment))
      style.visitBody(configuration, in: &visitor)
    } else if resolvesStyle, let style = visitor.customStyle((any ButtonStyle).self) {
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), isPressed: false)
      style.visitBody(configuration, in: &visitor)
    } else {
      visitor.visit(label, key: .content)
    }
  }

  var control: Control? { Control(kind: .button, title: title, .tap(.init(action: Self.tap(action)))) }

  /// A control's tap for a main-actor action: SwiftUI isolates a button's action to the
  /// main actor (`action: @escaping @MainActor () -> Void`, S284), and a test's taps run
  /// there too, as the probes that trigger them are main-actor isolated.
  static func tap(_ action: @escaping @MainActor () -> Void) -> () -> Void {
    { MainActor.assumeIsolated { action() } }
  }

  // An alert's or dialog's button dismisses it after its action, as in SwiftUI. Below a
  // custom primitive style, the style's body is what is triggered: the button is not a
  // control itself.
  func control(in environment: EnvironmentValues) -> Control? {
    if resolvesStyle && environment[customStyle: (any PrimitiveButtonStyle).self] != nil { return nil }
    return Control(kind: .button, title: title, .tap(.init(action: Self.tap(action(in: environment)))))
  }

  /// The action, followed by the dismissal of the alert or dialog the button is in.
  @MainActor private func action(in environment: EnvironmentValues) -> @MainActor () -> Void {
    guard let dismiss = environment.presentationButtonDismiss else { return action }
    let action = action
    return {
      action()
      dismiss()
    }
  }
}

/// What a button does to the data it acts on.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  /// Closes what is shown without losing the user's work (iOS 26).
  public static let close = ButtonRole(name: "close")
  /// Confirms an operation (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
}
