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
  // Reads the selection while visiting: choosing a tab re-evaluates the tab view, which
  // shows the tab chosen and hides the one left (S238).
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    let node = visitor.node
    let state = (node.modifierState as? TabViewState) ?? TabViewState()
    node.modifierState = state
    _ = selection?.wrappedValue
    _ = state.selectedIndex
    visitor.visit(content, key: .content)
  }
}

/// A tab view's own selection, for one with no selection binding: the position of the tab
/// a user chose, the first one until then (S238).
@Observable
final class TabViewState {
  var selectedIndex = 0
}

extension TabView: ScreenContainer, LifecycleObservingView {
  /// Only the selected tab is shown: the one whose value is the selection, else (no
  /// binding, or no tab has that value) the one chosen by position, the first by default.
  func hides(pathChild child: Node, tab: Node?, in node: Node) -> Bool {
    guard let tab else { return false }
    return node.selectedTab !== tab
  }

  func didEvaluate(in node: Node) { node.host.refreshScreenVisibility() }
}

@_spi(Inspection)
extension Node {
  /// The tabs of this `TabView`, in order (not those of a tab view nested in one).
  public var tabs: [Node] {
    var result: [Node] = []
    var stack = Array(children.reversed())
    while let node = stack.popLast() {
      if node.isTab {
        result.append(node)
        continue
      }
      if node.isTabView { continue }
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The tab of this `TabView` that shows (S238).
  public var selectedTab: Node? {
    let tabs = tabs
    if let selection = tabSelection {
      let selected = selection.selected()
      if let match = tabs.first(where: { $0.tabValue == selected }) { return match }
    }
    let index = (modifierState as? TabViewState)?.selectedIndex ?? 0
    return tabs.indices.contains(index) ? tabs[index] : tabs.first
  }

  /// Shows `tab` as a tap on its label does: writes its value to the selection binding,
  /// or, for a tab view with none (or a tab with no value), chooses it by position (S238).
  /// False when `tab` is not one of this tab view's tabs.
  @discardableResult
  public func select(tab: Node) -> Bool {
    guard let index = tabs.firstIndex(where: { $0 === tab }) else { return false }
    if let selection = tabSelection, let value = tab.tabValue, selection.select(value) { return true }
    (modifierState as? TabViewState)?.selectedIndex = index
    return true
  }
}

/// The label of a tab, mounted beside the tab's content so its title can be found.
public struct _TabItemModifier<Label: View> {
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
  nonisolated public func tabItem<V: View>(
    @ViewBuilder _ label: () -> V
  ) -> ModifiedContent<Self, _TabItemModifier<V>> {
    modifier(_TabItemModifier(label: label()))
  }
}

/// A `TabView`'s selection, type-erased: what choosing a tab writes.
///
/// ```swift
/// if let selection = node.tabSelection { _ = selection.select(AnyHashable(Tab.profile)) }
/// ```
@_spi(Inspection)
@MainActor
public struct TabSelection {
  /// The type tabs are selected by (their `.tag`s' type).
  public let valueType: Any.Type
  /// The value selected now.
  public let selected: () -> AnyHashable
  /// Selects `value`; false, writing nothing, when `value` is not of ``valueType``.
  public let select: (AnyHashable) -> Bool
}

/// A tab view, whatever its selection: how inspection reaches it.
@MainActor
protocol SelectableTabs {
  var erasedSelection: TabSelection? { get }
}

extension TabView: SelectableTabs {
  var erasedSelection: TabSelection? {
    guard let selection else { return nil }
    return TabSelection(
      valueType: SelectionValue.self, selected: { AnyHashable(selection.wrappedValue) },
      select: { value in
        guard let typed = value.base as? SelectionValue else { return false }
        selection.wrappedValue = typed
        return true
      })
  }
}

@_spi(Inspection)
extension Node {
  /// Whether this node is a `TabView`.
  public var isTabView: Bool { value is any SelectableTabs }

  /// The selection of this `TabView`, when it was given one.
  public var tabSelection: TabSelection? { (value as? any SelectableTabs)?.erasedSelection }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _TabItemModifier: ViewModifier {}
