@_spi(Inspection) import ViewGraph

// The views a user sees as views of their own — the lines of `snapshot()` — are the steps of
// positional access (`child(at:)`) and of `pathToRoot`: modifiers, `TupleView`, `Group`,
// `AnyView`, `if` branches and the runtime's own views are not steps, so an index counts
// what a reader of the screen's source counts.

/// Whether `node` is a step of positional access: a view of yours, a control, a text, or a
/// container or leaf a user sees (`VStack`, `List`, `ForEach`, `Image`, `Circle`).
@MainActor
func isShownView(_ node: Node) -> Bool {
  if node.isUserView || node.control != nil || node.text != nil { return true }
  if node.isComposite || node.isModifier { return false }
  let name = snapshotBaseName(node)
  if transparentViews.contains(name) { return false }
  // A shape of yours is already a step; the `_ShapeView` of its body is not another.
  if name.hasPrefix("_"), firstGenericArgument(of: node.viewType) == node.parent?.typeName { return false }
  return true
}

/// The steps directly below `node`, in order: its children, looking through those that are
/// not steps, and leaving out attached content (a sheet, a toolbar, an overlay).
///
/// - Complexity: O(n) in the views down to the next steps.
@MainActor
func shownChildren(of node: Node) -> [Node] {
  var result: [Node] = []
  func collect(_ nodes: [Node]) {
    for each in nodes {
      if case .attached = each.component { continue }
      if isShownView(each) { result.append(each) } else { collect(each.children) }
    }
  }
  collect(node.children)
  return result
}

/// The steps at the top of the harness's content, or of attached content whose root is
/// `node`: `node` itself when it is a step.
@MainActor
func shownViews(from node: Node) -> [Node] {
  isShownView(node) ? [node] : shownChildren(of: node)
}

/// What a step is called in a path: `Text`, `VStack`, `Button`, `Circle`, or your type's name.
@MainActor
func shownName(of node: Node) -> String {
  if node.isUserView { return node.typeName }
  if let control = node.control { return control.kind.rawValue }
  let name = snapshotBaseName(node)
  guard name.hasPrefix("_") else { return name }
  return firstGenericArgument(of: node.viewType).map { String($0.prefix { $0 != "<" }) } ?? name
}

/// A step as `pathToRoot` writes it, in ViewInspector's form: `view(Row.self, 1)`, `vStack(0)`.
@MainActor
func pathStep(_ node: Node, at index: Int) -> String {
  if node.isUserView { return "view(\(node.typeName).self, \(index))" }
  let name = shownName(of: node)
  return name.prefix(1).lowercased() + name.dropFirst() + "(\(index))"
}

/// `probe.child(at:)` steps from the harness to `node`, as `pathToRoot` writes them. Attached
/// content shows as its slot (`sheet()`, `pushed(1)`), which `child(at:)` does not enter.
///
/// - Complexity: O(d·w): its depth, times the width of the containers on the way.
@MainActor
func positionalPath(of node: Node) -> String {
  var steps: [String] = []
  var step = node
  var cursor = node
  while true {
    if case .attached(let slot) = cursor.component {
      steps.append(pathStep(step, at: index(of: step, in: shownViews(from: cursor))))
      let words = "\(slot)".split(separator: " ")
      steps.append(words[0] + "(" + words.dropFirst().joined(separator: ", ") + ")")
      // Attached to the view its modifier modifies (`VStack { … }.sheet(…)`: the VStack).
      let modified = cursor.parent?.modifiedView
      guard let owner = modified.flatMap({ isShownView($0) ? $0 : nil }) ?? nearestShownAncestor(of: cursor)
      else { break }
      (step, cursor) = (owner, owner)
      continue
    }
    guard let parent = cursor.parent else {
      steps.append(pathStep(step, at: index(of: step, in: shownViews(from: cursor))))
      break
    }
    if isShownView(parent) {
      steps.append(pathStep(step, at: index(of: step, in: shownChildren(of: parent))))
      (step, cursor) = (parent, parent)
    } else {
      cursor = parent
    }
  }
  return steps.reversed().joined(separator: ".")
}

@MainActor
private func index(of node: Node, in nodes: [Node]) -> Int {
  nodes.firstIndex { $0 === node } ?? 0
}

/// The nearest view containing `node` that is a step (a line of `snapshot()`).
@MainActor
func nearestShownAncestor(of node: Node) -> Node? {
  var current = node.parent
  while let each = current, !isShownView(each) { current = each.parent }
  return current
}
