/// The menu a navigation title opens, declared in `.toolbar { }`. ViewGraph mounts its
/// content with the toolbar's items, so its buttons can be found and tapped.
///
/// ```swift
/// .toolbar {
///   ToolbarTitleMenu {
///     Button("Rename") { renaming = true }
///     Button("Duplicate") { duplicate() }
///   }
/// }
/// ```
public struct ToolbarTitleMenu<Content: View> {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension ToolbarTitleMenu where Content == EmptyView {
  /// The title menu with the system's items only.
  public init() { self.init { EmptyView() } }
}

extension ToolbarTitleMenu: ToolbarContent {
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
  var mountedView: AnyView { AnyView(content) }
}

extension View {
  /// The menu this screen's navigation title opens. ViewGraph mounts its content with the
  /// toolbar's items, so its buttons can be found and tapped.
  ///
  /// ```swift
  /// Document().navigationTitle(name).toolbarTitleMenu { Button("Rename") { renaming = true } }
  /// ```
  nonisolated public func toolbarTitleMenu<C: View>(
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _AttachedContentModifier<C>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .toolbar))
  }
}
