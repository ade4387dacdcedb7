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

  /// Where the view was found. Kept: once it leaves the tree its path is gone.
  let foundAt: String

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    self.node = node
    self.harness = harness
    self.sourceLocation = sourceLocation
    self.foundAt = node.identity
  }

  /// The mounted view value, after pending updates; its property wrappers read this
  /// identity's installed storage.
  ///
  /// A view that left the tree keeps its last value, and reading it records an issue: the
  /// test holds a probe to an identity that is gone (removed, or replaced by `.id(_:)` or
  /// a branch change), so what it reads is no longer on screen.
  public var view: V {
    harness.operation(sourceLocation) {
      if !node.isMounted { reportLeft(asking: "view") }
      return node.value as! V
    }
  }

  /// Records that the probe's view is gone, saying whether a new identity took its place
  /// (the same position under another `.id(_:)` value). Property reads, which take no
  /// source location, report at the query that found the view.
  func reportLeft(asking call: String, at location: SourceLocation? = nil) {
    func position(_ identity: String) -> String {
      identity.replacing(/\.id\([^)]*\)/, with: ".id(…)")
    }
    let replacement = harness.host.root.descendants.first {
      $0.viewType == node.viewType && $0.identity != foundAt && position($0.identity) == position(foundAt)
    }
    reportIssue(
      HarnessFailure(
        headline: "\(call): \(label) is no longer mounted",
        evidence: ["found at: \(foundAt)"]
          + (replacement.map {
            ["replaced by: \($0.identity)", "A new .id(_:) value made a new identity, with fresh state."]
          } ?? ["Nothing of its type is mounted at that position now."]),
        fix: replacement == nil
          ? "assert that it is gone with contains(_:) or findAll(_:)."
          : "find the view again after the action that replaced it."),
      sourceLocation: location ?? sourceLocation)
  }

  /// Whether the view's identity is still in the tree.
  public var isMounted: Bool { harness.operation(sourceLocation) { node.isMounted } }

  /// How many times this identity's body ran. Records an issue when the identity left the
  /// tree: its count stopped there.
  public var bodyEvaluations: Int {
    harness.operation(sourceLocation) {
      if !node.isMounted { reportLeft(asking: "bodyEvaluations") }
      return node.bodyEvaluationCount
    }
  }

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
