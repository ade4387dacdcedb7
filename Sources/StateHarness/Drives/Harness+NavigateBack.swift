import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Goes back from the screen shown on top, as the back button would: pops the last
  /// screen pushed on the innermost `NavigationStack` (or the
  /// `navigationDestination(isPresented:)` shown there), then applies the updates it caused.
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
    operation(sourceLocation) {
      let pushed = host.root.descendants.filter {
        switch $0.component {
        case .attached(.pushed), .attached(.navigationDestination): true
        default: false
        }
      }
      // The innermost: the deepest in the tree, and of a stack's screens, the last pushed.
      @MainActor func depth(_ node: Node) -> Int {
        var count = 0
        var current = node.parent
        while let ancestor = current {
          count += 1
          current = ancestor.parent
        }
        return count
      }
      guard
        let top = pushed.enumerated().max(by: {
          (depth($0.element), $0.offset) < (depth($1.element), $1.offset)
        })?.element
      else {
        let stacks = host.root.descendants.contains { $0.typeName.hasPrefix("NavigationStack") }
        reportIssue(
          HarnessFailure(
            headline: "navigateBack(): nothing is pushed to go back from",
            evidence: [
              stacks
                ? "The NavigationStacks mounted show their root screens."
                : "No NavigationStack is mounted."
            ],
            fix: "push a screen first (find(navigationLink:)?.tap(), or a path the screen appends to)."),
          of: self, sourceLocation: sourceLocation)
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
}

/// The view of yours a presented or pushed screen shows, for failures: `MeetingView`, else
/// its first text or control: `Text "Screen 2"`.
@MainActor
func describeScreen(_ content: Node) -> String {
  let shown = content.descendants.first { $0.isUserView || $0.text != nil || $0.control != nil }
  return shown.map(describeProbed) ?? "nothing"
}
