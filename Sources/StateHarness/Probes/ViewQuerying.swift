import Testing
@_spi(Inspection) import ViewGraph

/// What the `find` queries search: a harness searches everything mounted, a probe only the
/// view it found and what is below it. So a query inside a list row finds that row's
/// button, not the first row's:
///
/// ```swift
/// harness.find(button: "Add")?.tap()                               // anywhere
/// let row = harness.find(AttendeeRow.self, where: { $0.view.name == "Ada" })
/// row?.find(button: "Remove")?.tap()                               // in Ada's row only
/// ```
///
/// ``Harness``, ``ViewProbe``, ``ControlProbe`` and ``TabProbe`` conform; conforming a type
/// of your own is not supported.
@MainActor
public protocol ViewQuerying {
  /// Where this value's queries search. Public only because protocol requirements must be.
  var __queryScope: __QueryScope { get }
}

/// Where a ``ViewQuerying`` value's queries search: the harness's whole tree, or a probe's
/// subtree. Public only because ``ViewQuerying`` needs it.
@MainActor
public struct __QueryScope {
  let harness: Harness
  let probe: (any MountedProbe)?

  init(harness: Harness, probe: (any MountedProbe)? = nil) {
    self.harness = harness
    self.probe = probe
  }

  /// `find(button: "Delete")`, or `find(button: "Delete") in AttendeeRow` inside a probe:
  /// how failures name the query.
  func naming(_ call: String) -> String {
    guard let probe else { return call }
    return "\(call) in \(probe.label)"
  }

  /// What failures say is searched: "mounted" for the harness, "mounted in AttendeeRow".
  var searched: String {
    guard let probe else { return "mounted" }
    return "mounted in \(probe.label)"
  }

  /// Runs a query over the scope's nodes after pending updates; when the probe's view left
  /// the tree, records that at `sourceLocation` and returns `gone`.
  func run<T>(
    _ call: String, _ sourceLocation: SourceLocation, gone: T, _ body: (Node) -> T
  ) -> T {
    guard !harness.refused(call, sourceLocation, duringUpdates: false) else { return gone }
    return harness.operation(sourceLocation) {
      guard let probe else { return body(harness.host.root) }
      guard probe.node.isMounted else {
        probe.reportLeft(asking: call, at: sourceLocation)
        return gone
      }
      return body(probe.node)
    }
  }

  /// The probe of `node`, found by the query at `sourceLocation`.
  func probe<V>(_ node: Node, _ sourceLocation: SourceLocation) -> ViewProbe<V> {
    ViewProbe(node: node, harness: harness, sourceLocation: sourceLocation)
  }

  /// Records `failure` at `sourceLocation`, with the harness's state attached.
  func report(_ failure: HarnessFailure, _ sourceLocation: SourceLocation) {
    reportIssue(failure, of: harness, sourceLocation: sourceLocation)
  }
}

extension Harness: ViewQuerying {
  public var __queryScope: __QueryScope { __QueryScope(harness: self) }
}

extension ViewProbe: ViewQuerying {
  public var __queryScope: __QueryScope { __QueryScope(harness: harness, probe: self) }
}

extension ControlProbe: ViewQuerying {
  public var __queryScope: __QueryScope { __QueryScope(harness: harness, probe: self) }
}
