import Testing
@_spi(Inspection) import ViewGraph

/// A mounted view found by type: read its value and its body count. Controls found by
/// title come as a ``ControlProbe``, which drives them.
///
/// ```swift
/// let section = harness.find(NotificationsSection.self)
/// #expect(section?.view.isEnabled == true)     // wrappers read installed storage
/// #expect(section?.bodyEvaluations == 1)
/// ```
@MainActor
public struct ViewProbe<V>: MountedProbe {
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
        of: harness, sourceLocation: sourceLocation)
      return
    }
    await action()
    harness.operation(sourceLocation) {}
  }
}
