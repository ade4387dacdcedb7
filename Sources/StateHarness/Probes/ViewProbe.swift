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
  @_spi(Inspection) public var node: Node { found.node }
  let found: FoundView

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    found = FoundView(node: node, harness: harness, sourceLocation: sourceLocation)
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
  /// Pulls to refresh: runs the `refreshable` action in effect at this view, or else the
  /// one of the refreshable content inside it (a screen whose list is `.refreshable`),
  /// waits for it, and applies the updates it caused. Records an issue when there is none,
  /// or when the view holds several refreshable parts and which one is meant is a guess.
  ///
  /// ```swift
  /// await harness.find(FeedScreen.self)?.refresh()   // the screen's List has .refreshable
  /// #expect(harness.contains(text: "4 posts"))
  /// ```
  public func refresh(sourceLocation: SourceLocation = #_sourceLocation) async {
    let found: (action: RefreshAction?, failure: HarnessFailure?) = harness.operation(sourceLocation) {
      guard node.isMounted else {
        return (
          nil,
          HarnessFailure(
            headline: "refresh(): \(label) cannot refresh: it is no longer mounted",
            evidence: ["at: \(readablePath(of: node))"],
            fix: "find the view again after the change that removed it.")
        )
      }
      if let above = node.environment.refresh { return (above, nil) }
      // The outermost views inside that a .refreshable reaches: one per refreshable part.
      let parts = node.descendants.filter {
        $0.environment.refresh != nil && $0.parent?.environment.refresh == nil
      }
      if parts.count == 1, let action = parts[0].environment.refresh { return (action, nil) }
      if parts.isEmpty {
        return (
          nil,
          HarnessFailure(
            headline: "refresh(): \(label) cannot refresh: no .refreshable is above it or inside it",
            evidence: ["at: \(readablePath(of: node))"],
            fix: "add .refreshable { … } to the list that shows the content, as the app does.")
        )
      }
      return (
        nil,
        HarnessFailure(
          headline:
            "refresh(): \(label) holds \(parts.count) refreshable parts; which one to pull is a guess",
          evidence: parts.map { "refreshable at: \(readablePath(of: $0))" },
          fix: "find the view inside the part to refresh (a row's text, the list) and refresh that.")
      )
    }
    guard let action = found.action else {
      if let failure = found.failure { reportIssue(failure, of: harness, sourceLocation: sourceLocation) }
      return
    }
    await action()
    harness.operation(sourceLocation) {}
  }
}
