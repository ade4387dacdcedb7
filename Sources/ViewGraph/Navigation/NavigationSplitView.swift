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

// The visibility and compact-column bindings choose what a narrow or collapsed screen
// shows; ViewGraph mounts every column as on a regular width (S98), so it reads neither.
extension NavigationSplitView {
  /// A three-column split view whose leading columns' visibility `columnVisibility` controls.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { Folders() } content: { Notes() } detail: { Note() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// A three-column split view that also names the column shown on top when it collapses.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
  ///   Folders()
  /// } content: { Notes() } detail: { Note() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view whose sidebar's visibility `columnVisibility` controls.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A two-column split view that names the column shown on top when it collapses.
  ///
  /// ```swift
  /// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
  /// ```
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A two-column split view with both the sidebar's visibility and the compact column.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
  ///   Sidebar()
  /// } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
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
    _ = model.pushedViewRevision
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
        content: shown.modifier(context), dismiss: DismissAction { [weak model] in model?.pop(from: 0) },
        buttonsDismiss: false
      ),
      key: .attached(.pushed(PathElement(depth: 0, entry))))
  }
}
