/// Tabs of content. ViewGraph mounts every tab, so each keeps its state, as SwiftUI keeps
/// a visited tab's state.
///
/// ```swift
/// TabView(selection: $tab) {
///   Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
///   Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

}

extension TabView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// The label of a tab, mounted beside the tab's content so its title can be found.
public struct _TabItemModifier<Label: View>: ViewModifier {
  let label: Label
}

extension _TabItemModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    visitor.visit(label, key: .attached(.tabItem))
  }
}

extension View {
  /// The label of this view's tab in a `TabView`.
  ///
  /// ```swift
  /// Inbox().tabItem { Label("Inbox", systemImage: "tray") }
  /// ```
  public func tabItem<V: View>(
    @ViewBuilder _ label: () -> V
  ) -> ModifiedContent<Self, _TabItemModifier<V>> {
    modifier(_TabItemModifier(label: label()))
  }
}
