import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Tears the views down, as leaving the screen does: every `onDisappear` runs and every
  /// `.task` is cancelled, deepest view first. Use it to test what a screen does when it
  /// goes away — that it stops polling, saves a draft, closes a connection.
  ///
  /// ```swift
  /// let harness = ParentHarness { LiveScoreScreen(feed: feed) }
  /// await harness.settle(until: { feed.isConnected })
  /// harness.unmount()
  /// await harness.settle()
  /// #expect(feed.isConnected == false)
  /// ```
  ///
  /// Afterwards nothing is mounted: queries find nothing and say the harness was unmounted,
  /// a probe reads its view's last value with an issue (its identity is gone), and
  /// ``reRender(sourceLocation:)`` records an issue instead of mounting the screen again.
  /// Unmounting twice records an issue.
  ///
  /// - Complexity: O(n) in the mounted views.
  public func unmount(sourceLocation: SourceLocation = #_sourceLocation) {
    if let unmountedAt {
      reportIssue(unmounted(asking: "unmount()", at: unmountedAt), of: self, sourceLocation: sourceLocation)
      return
    }
    operation(sourceLocation) { host.unmount() }
    unmountedAt = sourceLocation
  }

  /// The failure of an operation that needs the views after ``unmount(sourceLocation:)``.
  func unmounted(asking call: String, at location: SourceLocation) -> HarnessFailure {
    HarnessFailure(
      headline: "\(call): the harness was unmounted at line \(location.line); nothing is mounted",
      evidence: ["unmount() ran every onDisappear and cancelled every task; the views are gone."],
      fix: "make a new harness to mount the screen again, or ask before unmount().")
  }
}
