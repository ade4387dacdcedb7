/// A control that picks a color through a binding; its label is mounted and titles it.
/// A test picks a color as a user would with `find(colorPicker:)` and `select(color:)`.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ```
public struct ColorPicker<Label: View> {
  let label: Label
  let selection: Binding<Color>

  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
  }
}

extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ColorPicker: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .colorPicker, title: nil, .color(selection)) }
}
