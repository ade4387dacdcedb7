import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// A probe of the view mounted at `node`, or nil when reading the view's value would stop
  /// the test process — with an issue that names the property and the object it lacks.
  ///
  /// SwiftUI does not render a view whose `@Environment(Model.self)` or
  /// `@EnvironmentObject` finds nothing, and stops the program when the property is read.
  /// A probe hands out the view value, and the harness has no instance of the model to put
  /// there, so every query that returns a typed probe goes through here: the test records an
  /// issue and goes on, instead of the whole run dying on the next line.
  ///
  /// - Parameter query: The query as the test wrote it, for the headline: `find(Row.self)`.
  func readableProbe<V>(
    of node: Node, query: String, sourceLocation: SourceLocation
  ) -> ViewProbe<V>? {
    let traps = node.readTraps
    guard let first = traps.first else {
      return ViewProbe(node: node, harness: self, sourceLocation: sourceLocation)
    }
    let view = node.typeName
    reportIssue(
      HarnessFailure(
        headline:
          "\(query): \(view) is mounted but not rendered, and reading it would stop the test process",
        evidence: traps.map { "\($0.property): \($0.reason)" } + [
          "mounted at: \(node.identity)",
          "SwiftUI does not render a view whose environment object is missing, and traps when the "
            + "property is read; the harness has no \(first.missing) to hand out, so it returns nil.",
        ],
        fix:
          "place one above the view in the harness: `.\(first.modifier)(\(first.missing)(…))` on it or on an ancestor."
      ),
      of: self, sourceLocation: sourceLocation)
    return nil
  }
}
