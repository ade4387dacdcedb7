/// A control that flips a `Bool` through a binding, as in SwiftUI.
///
/// ```swift
/// Toggle("Push notifications", isOn: $isEnabled)
/// Toggle(isOn: $isEnabled) { Text("Push notifications") }
/// ```
public struct Toggle<Label: View> {
  let label: Label
  let title: String?
  let isOn: Binding<Bool>
  /// Whether a custom style above is mounted in place of this toggle; false for
  /// `Toggle(configuration)`, which a style mounts itself.
  var resolvesStyle = true

  init(label: Label, title: String?, isOn: Binding<Bool>, resolvesStyle: Bool) {
    self.label = label
    self.title = title
    self.isOn = isOn
    self.resolvesStyle = resolvesStyle
  }

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.isOn = isOn
  }

}

extension Toggle: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    label = Text(titleKey)
    title = label.string
    self.isOn = isOn
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    label = Text(title)
    self.title = label.string
    self.isOn = isOn
  }
}

extension Toggle: PrimitiveView, ControlView {
  // A custom style above mounts its body in place of the label (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    if resolvesStyle, let style = visitor.customStyle((any ToggleStyle).self) {
      let configuration = ToggleStyleConfiguration(
        label: .init(content: AnyView(label)), isOn: isOn, isMixed: false)
      style.visitBody(configuration, in: &visitor)
    } else {
      visitor.visit(label, key: .content)
    }
  }

  var control: Control? { Control(kind: .toggle, title: title, .toggle(isOn)) }
}
