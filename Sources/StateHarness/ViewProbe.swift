import Testing
@_spi(Inspection) import ViewGraph

/// A mounted view found by a harness query: read its value, drive it if it is a control.
///
/// ```swift
/// let section = harness.find(NotificationsSection.self)
/// #expect(section?.view.isEnabled == true)     // wrappers read installed storage
/// harness.find(toggle: "Push notifications")?.tap()
/// ```
@MainActor
public struct ViewProbe<V> {
  /// The node the view is mounted at.
  @_spi(Inspection) public let node: Node
  let harness: Harness
  /// The line of the query that found the view: where warnings raised while reading its
  /// properties are reported.
  let sourceLocation: SourceLocation

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    self.node = node
    self.harness = harness
    self.sourceLocation = sourceLocation
  }

  /// The mounted view value, after pending updates; its property wrappers read this
  /// identity's installed storage. A view that left the tree keeps its last value.
  public var view: V {
    harness.operation(sourceLocation) { node.value as! V }
  }

  /// Whether the view's identity is still in the tree.
  public var isMounted: Bool { harness.operation(sourceLocation) { node.isMounted } }

  /// How many times this identity's body ran.
  public var bodyEvaluations: Int { harness.operation(sourceLocation) { node.bodyEvaluationCount } }

  /// The string the view shows, if it is a `Text`.
  public var string: String? { node.text }

  /// The control's title, if the view is a control.
  public var title: String? { node.controlTitle }

  /// What the view describes itself as in failure messages: `Toggle "Push notifications"`.
  var label: String {
    if let control = node.control { return "\(control.kind) \"\(node.controlTitle ?? "")\"" }
    if let text = node.text { return "Text \"\(text)\"" }
    return node.typeName
  }
}

extension ViewProbe {
  /// Runs the `refreshable` action in effect at this view (pull to refresh), waits for it,
  /// and applies the updates it caused. Records an issue when no `.refreshable` is above
  /// the view.
  ///
  /// ```swift
  /// await harness.find(List<Never, ForEach<[Post], Post.ID, PostRow>>.self)?.refresh()
  /// #expect(harness.contains(text: "4 posts"))
  /// ```
  public func refresh(sourceLocation: SourceLocation = #_sourceLocation) async {
    let action = harness.operation(sourceLocation) { node.isMounted ? node.environment.refresh : nil }
    guard let action else {
      let reason = node.isMounted ? "no .refreshable is above it" : "it is no longer mounted"
      reportIssue(
        HarnessFailure(
          headline: "refresh(): \(label) cannot refresh: \(reason)",
          evidence: ["at: \(node.identity)"],
          fix: node.isMounted
            ? "add .refreshable { … } to this view or a container above it."
            : "find the view again after the change that removed it."),
        sourceLocation: sourceLocation)
      return
    }
    await action()
    harness.operation(sourceLocation) {}
  }
}
