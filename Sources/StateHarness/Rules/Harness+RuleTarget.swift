import Testing
@_spi(Inspection) import ViewGraph

// What the rules' `in:` forms share: the view they check, the one value of a type it holds,
// and re-rendering the view that contains it.

extension Harness {
  /// The first mounted view of type `V`, or the failure that none is.
  func ruleTarget<V: View>(
    _ view: V.Type, asking call: String, _ sourceLocation: SourceLocation
  ) -> Result<Node, HarnessFailure> {
    if let node = operation(sourceLocation, { host.root.firstDescendant { $0.viewType == V.self } }) {
      return .success(node)
    }
    return .failure(
      HarnessFailure(
        headline: "\(call): no \(V.self) is mounted",
        evidence: ["Mounted:"] + operation(sourceLocation) { outline() }.map { "  " + $0 },
        fix: "check the branch that should show \(V.self)."))
  }

  /// The one property of `node` holding a `T`, or the failure that none or several do.
  func singleHeld<T>(
    _ type: T.Type, in node: Node, asking call: String, several noun: String
  ) -> Result<HeldValue, HarnessFailure> {
    let matches = heldValues(of: node).filter { $0.value is T }
    if matches.count == 1, let held = matches.first { return .success(held) }
    return .failure(
      HarnessFailure(
        headline: "\(call): \(node.typeName) holds "
          + (matches.isEmpty
            ? "no \(T.self)" : "\(matches.count) \(noun): " + matches.map(\.name).joined(separator: ", ")),
        evidence: ["\(node.typeName) holds:"] + node.properties.map { "  " + describe($0) },
        fix: "name a type \(node.typeName) holds exactly once."))
  }

  /// Re-renders the nearest app view above `node` (the body that makes its struct), or the
  /// root when there is none, as a parent re-render does.
  func reRenderParent(of node: Node, _ sourceLocation: SourceLocation) {
    operation(sourceLocation) {
      host.invalidate(Self.parentView(of: node) ?? host.root)
      host.update()
    }
  }

  /// The nearest app view above `node`: the body that makes its struct.
  static func parentView(of node: Node) -> Node? {
    var current = node.parent
    while let each = current {
      if each.isUserView { return each }
      current = each.parent
    }
    return nil
  }
}
