import Testing
@_spi(Inspection) import ViewGraph

/// A tab of a mounted `TabView`, found by the title its label shows: select it, ask whether
/// it is selected, and find views inside its content.
///
/// ```swift
/// harness.find(tab: "Profile")?.select()
/// #expect(harness.find(tab: "Profile")?.isSelected == true)
/// harness.find(tab: "Profile")?.find(toggle: "Notifications")?.tap()
/// ```
@MainActor
public struct TabProbe: MountedProbe, ViewQuerying {
  /// The node of the tab: its content with its `.tabItem` label.
  @_spi(Inspection) public var node: Node { found.node }
  let found: FoundView

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    found = FoundView(node: node, harness: harness, sourceLocation: sourceLocation)
  }

  public var __queryScope: __QueryScope { __QueryScope(harness: harness, probe: self) }

  var label: String { "Tab \(TabProbe.name(of: node))" }

  /// The title the tab's label shows.
  ///
  /// ```swift
  /// #expect(harness.find(tab: "Profile")?.title == "Profile")
  /// ```
  public var title: String { harness.operation(sourceLocation) { TabProbe.title(of: node) ?? "" } }

  /// Whether this tab is the one its `TabView` shows: the tab whose value is the selection,
  /// or, with no selection binding, the one chosen last (the first until then) (S238).
  ///
  /// ```swift
  /// #expect(harness.find(tab: "Featured")?.isSelected == true)
  /// ```
  public var isSelected: Bool? {
    harness.operation(sourceLocation) {
      guard node.isMounted, let tabView else { return nil }
      return tabView.selectedTab === node
    }
  }

  /// Selects the tab, as a tap on its label would: writes its value (its `.tag`, or a
  /// `Tab`'s `value:`) to the `TabView`'s selection, then applies the updates it caused.
  /// A `TabView` with no selection binding switches to it as a user's tap does (S238).
  ///
  /// Records an issue, and selects nothing, when the tab view has a selection binding and
  /// the tab has no value, or its value is not of the selection's type.
  ///
  /// ```swift
  /// harness.find(tab: "List")?.select()
  /// ```
  public func select(sourceLocation: SourceLocation = #_sourceLocation) {
    driveNode("select()", sourceLocation) { node in
      @MainActor func fail(_ headline: String, _ evidence: [String], _ fix: String) {
        report(
          HarnessFailure(headline: "select(): \(label) \(headline)", evidence: evidence, fix: fix),
          sourceLocation)
      }
      guard let tabView else {
        return fail(
          "is not in a TabView", ["Its node has a .tabItem label but no TabView above it."],
          "put the tab in a TabView.")
      }
      guard let selection = tabView.tabSelection else {
        tabView.select(tab: node)
        return
      }
      guard let value = TabProbe.value(of: node) else {
        return fail(
          "has no value",
          ["Its TabView selects by \(selection.valueType); the tab has no .tag(_:) or Tab(value:)."],
          "tag the tab's content with .tag(_:) of type \(selection.valueType), or declare it Tab(…, value:).")
      }
      if !selection.select(value) {
        fail(
          "is tagged \(describe(value.base)) (\(type(of: value.base))); its TabView selects \(selection.valueType)",
          ["A tag of another type than the selection's selects nothing."],
          "tag the tab with a \(selection.valueType).")
      }
    }
  }

  private var tabView: Node? {
    var current = node.parent
    while let ancestor = current {
      if ancestor.isTabView { return ancestor }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether `node` is a tab: a view with a `.tabItem` label attached.
  static func isTab(_ node: Node) -> Bool {
    node.isModifier && node.children.contains { $0.component == .attached(.tabItem) }
  }

  /// The text the tab's label shows, nil when it shows none.
  static func title(of node: Node) -> String? {
    guard let label = node.children.first(where: { $0.component == .attached(.tabItem) }) else { return nil }
    let texts = label.descendants.compactMap(\.text)
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  /// The image the tab's label shows.
  static func imageName(of node: Node) -> String? {
    node.children.first { $0.component == .attached(.tabItem) }?.descendants.lazy.compactMap {
      $0.value as? Image
    }
    .first?.name
  }

  /// `"Profile"`, or `image "star"` for a label without text.
  static func name(of node: Node) -> String {
    if let title = title(of: node) { return "\"\(title)\"" }
    return imageName(of: node).map { "image \"\($0)\"" } ?? "with no title"
  }

  /// The tab's value: a `.tag` applied around the tab or to its content.
  static func value(of node: Node) -> AnyHashable? {
    if let tag = ([node] + node.wrappingModifiers).lazy.compactMap(\.tag).first { return tag }
    var current = node.children.first { $0.component == .content }
    while let content = current, content.isModifier {
      if let tag = content.tag { return tag }
      current = content.children.first { $0.component == .content }
    }
    return nil
  }
}
