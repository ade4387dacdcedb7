@_spi(Inspection) import ViewGraph

/// Where a view is mounted, in the names a reader knows: the app's views, and between them
/// only what tells two places apart (a position, an `.id(_:)`, a `ForEach` row's id, a
/// branch), never the runtime's `HarnessRoot<…>`, `ModifiedContent<…>` or `TupleView<…>`.
///
/// ```swift
/// readablePath(of: node)   // "EditableList > [1] id 2: TextField"
/// ```
///
/// - Complexity: O(d) in the node's depth.
@MainActor
func readablePath(of node: Node) -> String {
  var chain: [Node] = []
  var current: Node? = node
  while let each = current {
    chain.append(each)
    current = each.parent
  }
  var parts: [String] = []
  var pending: [String] = []
  for each in chain.reversed() {
    let component = "\(each.component)"
    if each.isUserView || each === node {
      let name = each.isUserView ? each.typeName : genericBase(each.typeName)
      let place = (pending + (distinguishes(component) ? [component] : [])).joined(separator: " ")
      parts.append(place.isEmpty ? name : "\(place): \(name)")
      pending = []
    } else if distinguishes(component) {
      pending.append(component)
    }
  }
  return parts.joined(separator: " > ")
}

/// Whether a component tells this place from its siblings' (`[1]`, `.id(0)`, `id 2`,
/// `branch 0`), rather than naming a fixed slot (`body`, `content`, the root).
private func distinguishes(_ component: String) -> Bool {
  component.hasPrefix("[") || component.hasPrefix(".id(") || component.hasPrefix("id ")
    || component.hasPrefix("branch ")
}

/// `Button` for `Button<…>`.
private func genericBase(_ name: String) -> String {
  name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
