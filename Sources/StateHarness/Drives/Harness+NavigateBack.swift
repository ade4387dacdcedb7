import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Goes back from the screen shown on top, as the back button would: pops the last
  /// screen pushed on the innermost `NavigationStack` (or the
  /// `navigationDestination(isPresented:)` shown there), then applies the updates it caused.
  ///
  /// A sheet, cover, popover, alert or dialog covers what is below it: going back pops a
  /// screen pushed inside the presentation on top, and records an issue when that
  /// presentation has none (dismiss it first).
  ///
  /// Records an issue when nothing is pushed, or when the pushed screen stays (its path
  /// binding is read-only).
  ///
  /// ```swift
  /// harness.find(navigationLink: "Design review")?.tap()
  /// harness.navigateBack()
  /// #expect(harness.contains(text: "Daily Scrums"))
  /// ```
  public func navigateBack(sourceLocation: SourceLocation = #_sourceLocation) {
    guard !refused("navigateBack()", sourceLocation) else { return }
    operation(sourceLocation) {
      // A sheet, cover, popover, alert or dialog covers the screens below it: the back button
      // a user can reach is in the one on top (S130).
      let modal = innermost(
        host.root.descendants.filter {
          guard case .attached(let slot) = $0.component else { return false }
          return slot.isPresentation && slot != .navigationDestination && !slot.isPushed
        })
      let pushed = (modal ?? host.root).descendants.filter {
        switch $0.component {
        case .attached(.pushed), .attached(.navigationDestination): true
        default: false
        }
      }
      guard let top = innermost(pushed) else {
        reportIssue(nothingPushed(above: modal), of: self, sourceLocation: sourceLocation)
        return
      }
      let screen = top.children.first.map(describeScreen) ?? top.typeName
      top.children.first?.environment.dismiss()
      host.update()
      if top.isMounted {
        reportIssue(
          HarnessFailure(
            headline: "navigateBack(): \(screen) is still shown after going back",
            evidence: [
              "at: \(readablePath(of: top))", "Popping wrote the stack's path, and the path did not change.",
            ],
            fix: "bind the NavigationStack's path to state it can write (not .constant)."),
          of: self, sourceLocation: sourceLocation)
      }
    }
  }

  /// Why going back found no pushed screen: a presentation on top with none pushed in it, or
  /// nothing pushed at all.
  private func nothingPushed(above modal: Node?) -> HarnessFailure {
    if let modal, case .attached(let slot) = modal.component {
      return HarnessFailure(
        headline:
          "navigateBack(): a \(slot) is shown on top, with no screen pushed in it to go back from",
        evidence: [
          "It shows \(modal.children.first.map(describeScreen) ?? modal.typeName), presented by "
            + (sequence(first: modal, next: \.parent).first(where: \.isUserView)?.typeName ?? "the root")
            + ".",
          "The screens below it cannot be reached until it is dismissed.",
        ],
        fix:
          "dismiss it first (probe.dismiss(), or the button it offers), then go back.")
    }
    let stacks = host.root.descendants.contains { $0.typeName.hasPrefix("NavigationStack") }
    return HarnessFailure(
      headline: "navigateBack(): nothing is pushed to go back from",
      evidence: [
        stacks
          ? "The NavigationStacks mounted show their root screens."
          : "No NavigationStack is mounted."
      ],
      fix: "push a screen first (find(navigationLink:)?.tap(), or a path the screen appends to).")
  }
}

/// The innermost of `nodes`: the deepest in the tree, and of siblings, the last attached.
@MainActor
private func innermost(_ nodes: [Node]) -> Node? {
  nodes.enumerated().max { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }?.element
}

/// The view of yours a presented or pushed screen shows, for failures: `MeetingView`, else
/// its first text or control: `Text "Screen 2"`.
@MainActor
func describeScreen(_ content: Node) -> String {
  let shown = content.descendants.first { $0.isUserView || $0.text != nil || $0.control != nil }
  return shown.map(describeProbed) ?? "nothing"
}
