/// A titled box around content.
///
/// ```swift
/// GroupBox("Account") { Text(user.name) }
/// ```
public struct GroupBox<Label: View, Content: View> {
  let label: Label
  let content: Content
  /// Whether a custom style above is mounted in place of this box; false for
  /// `GroupBox(configuration)`, which a style mounts itself.
  var resolvesStyle = true

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

}

extension GroupBox: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

extension GroupBox: PrimitiveView {
  // A custom style above mounts its body in place of the label and content (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    if resolvesStyle, let style = visitor.customStyle((any GroupBoxStyle).self) {
      let configuration = GroupBoxStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      style.visitBody(configuration, in: &visitor)
      return
    }
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
}
