/// Where a `ForEach` row's view came from, kept by the row's node while the row closure
/// reads something: the element, the closure, and the scope that tracked what it read.
/// When that changes, the row's closure runs again, alone (S30), and the row's view is
/// re-evaluated only if the closure made a different one.
///
/// A row whose closure reads nothing (`ForEach(items) { Row(item: $0) }`, most of them)
/// keeps none: its view changes only when the `ForEach` is visited again, which runs
/// every row's closure.
@MainActor
class RowSource {
  /// Tracks the closure's reads; its node is the row's (``StateReadScope/isRowSource``).
  let scope: StateReadScope
  /// Set when what the closure read changed: the next evaluation of the row runs it first.
  @exclusivity(unchecked) var isStale = false
  /// Whether the row was dirty only for its closure: then an equal view leaves its body be.
  @exclusivity(unchecked) var dirtiesOnlyRow = false

  init(scope: StateReadScope) {
    self.scope = scope
    scope.isRowSource = true
  }

  /// Runs the closure again under its scope and hands the row's node what it made; what
  /// the node then needs.
  func rerun(into node: Node) -> PendingWork { .none }
}

/// The source of a row of a `ForEach` with elements of type `Element` and rows of type
/// `Content`.
final class ForEachRowSource<Element, Content: View>: RowSource {
  @exclusivity(unchecked) var element: Element
  @exclusivity(unchecked) var content: (Element) -> Content

  init(element: Element, content: @escaping (Element) -> Content, scope: StateReadScope) {
    self.element = element
    self.content = content
    super.init(scope: scope)
  }

  override func rerun(into node: Node) -> PendingWork {
    let host = node.host
    let view = host.trackingRowClosure(in: scope) { content(element) }.result
    return withAddress(of: view) { node.receive(viewAt: $0, environment: node.environment) }
  }
}

extension Node {
  /// The source of this row's view, while its closure reads something.
  var rowSource: RowSource? {
    get { extras?.rowSource }
    set {
      if newValue == nil, extras == nil { return }
      extrasForWriting.rowSource = newValue
    }
  }

  /// What this row's closure read changed: the row runs it again before anything else.
  func invalidateRowSource(generation expected: Int?) {
    guard isMounted, let host = hostIfPresent, let source = rowSource else { return }
    if let expected, expected != source.scope.generation { return }  // a stale run
    let wasDirty = isDirty
    host.markDirty(self)
    source.isStale = true
    if !wasDirty { source.dirtiesOnlyRow = true }
  }
}
