/// A titled box around content.
///
/// ```swift
/// GroupBox("Account") { Text(user.name) }
/// ```
public struct GroupBox<Label: View, Content: View> {
  let label: Label
  let content: Content

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
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
}
