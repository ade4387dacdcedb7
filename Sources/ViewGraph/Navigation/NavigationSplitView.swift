/// Columns of navigation: a sidebar, an optional content column and a detail.
///
/// ```swift
/// NavigationSplitView { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

}

extension NavigationSplitView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}

extension NavigationSplitView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(sidebar, key: .index(0))
    visitor.visit(content, key: .index(1))
    visitor.visit(detail, key: .index(2))
  }
}
