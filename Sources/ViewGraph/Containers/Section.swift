/// A titled group of rows in a form or list.
///
/// ```swift
/// Section("Notifications") { Toggle("Push", isOn: $isOn) }
/// Section { rows } header: { Text("Header") } footer: { Text("Footer") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View> {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

}

extension Section: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(header, key: .index(0))
    visitor.visit(content, key: .index(1))
    visitor.visit(footer, key: .index(2))
  }
}
