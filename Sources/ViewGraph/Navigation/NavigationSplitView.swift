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
  // Reads what its links pushed while visiting.
  static var runsUserCode: Bool { true }

  /// All columns are shown, as on a regular width (S98): a link followed in the sidebar or
  /// the content column shows its destination in the detail column, in place of the
  /// declared detail; following another link replaces it, and dismissing it brings the
  /// declared detail back.
  func visitChildren(_ visitor: inout ChildVisitor) {
    let node = visitor.node
    let model = (node.modifierState as? NavigationModel) ?? NavigationModel()
    node.modifierState = model
    model.visits += 1
    let editMode = node.environment.editMode ?? model.editModeBinding
    let context = _NavigationContext(model: model, editMode: editMode)
    visitor.visit(sidebar.modifier(context), key: .index(0))
    visitor.visit(content.modifier(context), key: .index(1))
    _ = model.registrations
    // The latest link replaces the detail; dismissing it pops every entry (depth 0).
    let shown: AnyView? =
      switch model.entries.last {
      case .value(let value)?: model.destination(for: value)
      case .view(let id)?: model.pushedViews[id]
      case nil: nil
      }
    guard let shown, let entry = model.entries.last else {
      visitor.visit(detail.modifier(context), key: .index(2))
      return
    }
    visitor.visit(
      PresentedContent(
        content: shown.modifier(context), dismiss: DismissAction { model.pop(from: 0) }, buttonsDismiss: false
      ),
      key: .attached(.pushed(PathElement(depth: 0, entry))))
  }
}
