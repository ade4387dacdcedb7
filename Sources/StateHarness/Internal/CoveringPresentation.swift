@_spi(Inspection) import ViewGraph

/// What covers a control so that a user cannot reach it: a sheet, a full-screen cover, an
/// alert or a dialog presented over it, a screen pushed on it, or a tab not shown (S239).
@MainActor
struct CoveringPresentation {
  /// `a sheet showing EditSheet`, `an alert "Delete?"`, `a pushed screen (DetailScreen)`.
  let description: String
  /// How a test gets past it, as a user would.
  let fix: String

  /// What covers `node`, or nil when a user can reach it.
  static func covering(_ node: Node, in root: Node) -> CoveringPresentation? {
    if let presentation = presentationAbove(node, in: root) { return presentation }
    guard node.isOffScreen else { return nil }
    if let tab = enclosingTab(of: node), !isShownTab(tab) {
      return CoveringPresentation(
        description: "the tab \(TabProbe.name(of: tab)), which is not selected",
        fix: "select the tab first (harness.find(tab: …)?.select()).")
    }
    return CoveringPresentation(
      description: "a pushed screen" + topScreenName(above: node),
      fix: "go back first (harness.navigateBack()), as a user would.")
  }

  /// ` showing DetailScreen`: the screen on top of the stack `node` is in.
  private static func topScreenName(above node: Node) -> String {
    var current = node.parent
    while let ancestor = current {
      if ancestor.typeName.hasPrefix("NavigationStack") {
        let top = ancestor.children.last { if case .attached(.pushed) = $0.component { true } else { false } }
        return top?.descendants.first(where: \.isUserView).map { " showing \($0.typeName)" } ?? ""
      }
      current = ancestor.parent
    }
    return ""
  }

  /// The presentation on screen that does not hold `node`: presented content is reachable
  /// only inside the presentation shown last, the one with none presented over it.
  private static func presentationAbove(_ node: Node, in root: Node) -> CoveringPresentation? {
    var ancestors = Set<ObjectIdentifier>()
    var current: Node? = node
    while let ancestor = current {
      ancestors.insert(ObjectIdentifier(ancestor))
      current = ancestor.parent
    }
    var stack = [root]
    while let candidate = stack.popLast() {
      if case .attached(let slot) = candidate.component, covers(slot, candidate),
        !ancestors.contains(ObjectIdentifier(candidate))
      {
        return describe(slot, candidate)
      }
      stack.append(contentsOf: candidate.children)
    }
    return nil
  }

  /// Presentations that cover the screen they are shown over. A destination pushed with
  /// `navigationDestination(isPresented:)` covers it in a stack, not in a split view, where
  /// it shows in another column.
  private static func covers(_ slot: AttachmentSlot, _ node: Node) -> Bool {
    switch slot {
    case .sheet, .popover: return !letsBackgroundInteract(node)
    case .fullScreenCover, .alert, .confirmationDialog: return true
    case .navigationDestination: return isInNavigationStack(node)
    default: return false
    }
  }

  /// Whether the sheet's content declares `.presentationBackgroundInteraction(.enabled…)`:
  /// then the view behind takes input (detents are not modelled, so any enabled form does).
  private static func letsBackgroundInteract(_ sheet: Node) -> Bool {
    var stack = sheet.children
    while let node = stack.popLast() {
      if case .attached(let slot) = node.component, slot.isPresentation { continue }
      if let modifier = node.recordedModifier, modifier.name == "presentationBackgroundInteraction" {
        return modifier.arguments.hasPrefix("enabled")
      }
      stack.append(contentsOf: node.children)
    }
    return false
  }

  private static func isInNavigationStack(_ node: Node) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.typeName.hasPrefix("NavigationStack") { return true }
      if ancestor.typeName.hasPrefix("NavigationSplitView") { return false }
      current = ancestor.parent
    }
    return false
  }

  private static func describe(_ slot: AttachmentSlot, _ node: Node) -> CoveringPresentation {
    let shown = node.descendants.first(where: \.isUserView).map { " showing \($0.typeName)" } ?? ""
    switch slot {
    case .alert, .confirmationDialog:
      let kind = slot == .alert ? "an alert" : "a confirmation dialog"
      let title = node.descendants.lazy.compactMap(\.text).first.map { " \"\($0)\"" } ?? ""
      return CoveringPresentation(
        description: kind + title, fix: "answer it first: tap one of its buttons, as a user would.")
    case .navigationDestination:
      return CoveringPresentation(
        description: "a pushed screen" + shown,
        fix: "go back first (harness.navigateBack()), as a user would.")
    default:
      let kind = slot == .fullScreenCover ? "a full-screen cover" : slot == .popover ? "a popover" : "a sheet"
      return CoveringPresentation(
        description: kind + shown, fix: "dismiss it first (harness.find(…)?.dismiss(), or a button in it).")
    }
  }

  private static func enclosingTab(of node: Node) -> Node? {
    var current: Node? = node
    while let candidate = current {
      if candidate.isTab { return candidate }
      current = candidate.parent
    }
    return nil
  }

  private static func isShownTab(_ tab: Node) -> Bool {
    var current = tab.parent
    while let node = current {
      if node.isTabView { return node.selectedTab === tab }
      current = node.parent
    }
    return true
  }
}
