/// A control that pushes a value or a view onto the enclosing `NavigationStack`.
///
/// ```swift
/// NavigationLink("Settings") { SettingsScreen() }
/// NavigationLink("Details", value: item)
/// ```
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let title: String?
  let destination: Destination?
  let value: AnyHashable?

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = destination()
    self.value = nil
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

}

extension NavigationLink: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
    title = label.string
    self.destination = destination()
    value = nil
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
    self.title = label.string
    self.destination = destination()
    value = nil
  }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
    title = label.string
    destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
    self.title = label.string
    destination = nil
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
  }
}

extension NavigationLink: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .navigationLink, title: title, .tap(.init(action: nil))) }

  func control(in environment: EnvironmentValues) -> Control? {
    let model = environment.navigationModel
    let value = value
    let destination: AnyView? = if let destination { AnyView(destination) } else { nil }
    return Control(
      kind: .navigationLink, title: title,
      .tap(
        .init(action: {
          guard let model else {
            RuntimeWarning.raise(
              .navigationLinkOutsideStack,
              "A NavigationLink was activated outside a NavigationStack; nothing is pushed.")
            return
          }
          if let value { model.push(value) }
          if let destination { model.push(view: destination) }
        })))
  }
}
