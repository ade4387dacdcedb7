import Testing
@_spi(Inspection) import ViewGraph

// SwiftUI does not render a view whose `@Environment(Model.self)` or `@EnvironmentObject`
// finds nothing, and stops the program when the property is read. A typed probe hands out
// the view value, and the harness has no instance of the model to put there, so every query
// that returns (or passes a predicate) a typed probe leaves such a view out, with an issue:
// the test records it and goes on, instead of the whole run dying on the next line.

extension __QueryScope {
  /// `nodes` without the views whose read would trap, recording one issue for each left out.
  ///
  /// - Parameter call: The query as the test wrote it, for the headline: `find(Row.self)`.
  func readable(_ nodes: [Node], _ call: String, _ sourceLocation: SourceLocation) -> [Node] {
    nodes.filter { node in
      guard let failure = harness.readTrapFailure(of: node, query: naming(call)) else { return true }
      report(failure, sourceLocation)
      return false
    }
  }
}

extension Harness {
  /// The failure of a query that found the view at `node` when reading it would trap, or
  /// nil when it can be read.
  func readTrapFailure(of node: Node, query: String) -> HarnessFailure? {
    let traps = node.readTraps
    guard let first = traps.first else { return nil }
    return HarnessFailure(
      headline:
        "\(query): \(node.typeName) is mounted but not rendered, and reading it would stop the test process",
      evidence: traps.map { "\($0.property): \($0.reason)" } + [
        "mounted at: \(readablePath(of: node))",
        "SwiftUI does not render a view whose environment object is missing, and traps when the "
          + "property is read; the harness has no \(first.missing) to hand out, so it returns nil.",
      ],
      fix:
        "place one above the view in the harness: `.\(first.modifier)(\(first.missing)(…))` on it or on an ancestor."
    )
  }
}
