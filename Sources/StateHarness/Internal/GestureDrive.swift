import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// One drag or pinch in progress on a mounted view: what its changes and its end run, and
/// the checks each makes (the view still there, the gesture not ended).
@MainActor
final class GestureDrive {
  let node: Node
  let gesture: ContinuousGesture
  let harness: Harness
  let label: String
  private var hasEnded = false

  init(node: Node, gesture: ContinuousGesture, harness: Harness, label: String) {
    self.node = node
    self.gesture = gesture
    self.harness = harness
    self.label = label
  }

  func change(_ input: ContinuousGesture.Input, call: String, _ sourceLocation: SourceLocation) {
    run(call, sourceLocation) { gesture.change(input) }
  }

  func end(_ input: ContinuousGesture.Input, call: String, _ sourceLocation: SourceLocation) {
    run(call, sourceLocation) { gesture.end(input) }
    hasEnded = true
  }

  private func run(_ call: String, _ sourceLocation: SourceLocation, _ body: () -> Void) {
    harness.operation(sourceLocation) {
      guard !hasEnded else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): the \(gesture.kind.rawValue) of \(label) has ended",
            evidence: ["A gesture ends once; its end() already ran."],
            fix: "begin a new gesture on the view to drive it again."),
          of: harness, sourceLocation: sourceLocation)
        return
      }
      guard node.isMounted else {
        reportIssue(
          HarnessFailure(
            headline: "\(call): \(label) is no longer mounted",
            evidence: [
              "Its \(gesture.kind.rawValue) ended with it: an action of the gesture, or of the test, removed the view."
            ],
            fix: "end the gesture before the change that removes the view, or assert that it is gone."),
          of: harness, sourceLocation: sourceLocation)
        hasEnded = true
        return
      }
      body()
      harness.host.update()
    }
  }

  /// The nearest view at or around `node` with a gesture of `kind`, else the first inside
  /// it, in tree order.
  static func find(_ kind: ContinuousGesture.Kind, from node: Node) -> (Node, ContinuousGesture)? {
    func gesture(at node: Node) -> ContinuousGesture? {
      node.continuousGestures.first { $0.kind == kind }
    }
    var current: Node? = node
    while let candidate = current {
      if let found = gesture(at: candidate) { return (candidate, found) }
      current = candidate.parent
    }
    for candidate in node.descendants {
      if let found = gesture(at: candidate) { return (candidate, found) }
    }
    return nil
  }

  /// What a test is told when the view has no gesture of `kind`.
  static func missing(_ kind: ContinuousGesture.Kind, call: String, label: String, node: Node)
    -> HarnessFailure
  {
    let type = kind == .drag ? "DragGesture" : "MagnifyGesture or MagnificationGesture"
    let others = ContinuousGesture.Kind.allCases.filter { $0 != kind && find($0, from: node) != nil }
    return HarnessFailure(
      headline: "\(call): \(label) has no \(kind == .drag ? "drag" : "magnify") gesture",
      evidence: [
        "No \(type) is attached with .gesture(_:), .simultaneousGesture(_:) or .highPriorityGesture(_:) to it, around it or inside it."
      ] + others.map { "It has a \($0.rawValue) gesture." },
      fix: "attach the gesture to the view the user touches, or drive the gesture it has.")
  }

  /// Why a user could not touch the view `node`, or nil when one can (S239).
  static func unreachable(_ node: Node, call: String, label: String, in harness: Harness) -> HarnessFailure? {
    if node.isDisabled {
      return HarnessFailure(
        headline: "\(call): \(label) is disabled",
        evidence: ["A .disabled(true) above it stops its gestures."],
        fix: "bring the screen into the state that enables it first.")
    }
    if let cover = CoveringPresentation.covering(node, in: harness.host.root) {
      return HarnessFailure(
        headline: "\(call): \(label) is covered by \(cover.description)",
        evidence: ["A user reaches only the views of what is shown on top."], fix: cover.fix)
    }
    if !node.allowsHitTesting {
      return HarnessFailure(
        headline: "\(call): \(label) does not receive touches",
        evidence: [
          node.isHidden
            ? "A .hidden() above it hides it: it is mounted, but neither seen nor touched."
            : "A .allowsHitTesting(false) above it lets touches pass through it."
        ],
        fix: "bring the screen into the state where the view can be reached first.")
    }
    return nil
  }
}
