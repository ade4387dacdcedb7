import Testing
@_spi(Inspection) import ViewGraph

/// Where a probe's view was found, said once for every kind of probe: the node, the
/// harness, the line of the query, and the place it was mounted.
@MainActor
struct FoundView {
  let node: Node
  let harness: Harness
  /// The line of the query that found the view: where reads, which take no source
  /// location, report.
  let sourceLocation: SourceLocation
  /// Where the view was found. Kept: once it leaves the tree its path is gone.
  let foundAt: String
  /// The same place as a reader names it (``readablePath(of:)``), for messages.
  let foundAtPath: String

  init(node: Node, harness: Harness, sourceLocation: SourceLocation) {
    self.node = node
    self.harness = harness
    self.sourceLocation = sourceLocation
    foundAt = node.identity
    foundAtPath = readablePath(of: node)
  }
}

/// What view, control and tab probes share: where they found their view, and how they
/// report that it has gone.
@MainActor
protocol MountedProbe {
  var node: Node { get }
  /// Where the view was found.
  var found: FoundView { get }
  /// What the view describes itself as in failure messages: `Toggle "Push notifications"`.
  var label: String { get }
}

extension MountedProbe {
  var harness: Harness { found.harness }
  var sourceLocation: SourceLocation { found.sourceLocation }
  var foundAt: String { found.foundAt }
  var foundAtPath: String { found.foundAtPath }
}

extension MountedProbe {
  /// What the view describes itself as in failure messages: `Toggle "Push notifications"`.
  var label: String { describeProbed(node) }

  /// Runs a drive at `sourceLocation`: records that the view left the tree, or runs `body`
  /// on its node and applies the updates it caused.
  func driveNode(_ call: String, _ sourceLocation: SourceLocation, _ body: (Node) -> Void) {
    harness.operation(sourceLocation) {
      guard node.isMounted else {
        reportLeft(asking: call, at: sourceLocation)
        return
      }
      body(node)
      harness.host.update()
    }
  }

  /// Records `failure` at `sourceLocation`, with the harness's state attached.
  func report(_ failure: HarnessFailure, _ sourceLocation: SourceLocation) {
    reportIssue(failure, of: harness, sourceLocation: sourceLocation)
  }
}

/// How failures name a mounted view: `Toggle "Push notifications"`, `Text "Ada"`, `AttendeeRow`.
@MainActor
func describeProbed(_ node: Node) -> String {
  if let control = node.control { return "\(control.kind) \(ControlName(node).short)" }
  if let text = node.text { return "Text \"\(text)\"" }
  return node.typeName
}

extension MountedProbe {
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
        evidence: ["found at: \(foundAtPath)"]
          + (replacement.map {
            [
              "replaced by: \(readablePath(of: $0))",
              "A new .id(_:) value made a new identity, with fresh state.",
            ]
          } ?? [
            harness.unmountedAt.map { "unmount() at line \($0.line) tore the views down." }
              ?? "Nothing of its type is mounted at that position now."
          ]),
        fix: replacement == nil
          ? "assert that it is gone with contains(_:) or findAll(_:)."
          : "find the view again after the action that replaced it."),
      of: harness, sourceLocation: location ?? sourceLocation)
  }
}
