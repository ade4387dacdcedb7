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
