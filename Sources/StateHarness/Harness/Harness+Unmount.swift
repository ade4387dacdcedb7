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
    guard !refused("unmount()", sourceLocation) else { return }
    operation(sourceLocation) { host.unmount() }
    unmountedAt = sourceLocation
  }

  /// Records why `call` cannot run now, and returns true: the harness was unmounted, or the
  /// call comes from inside an update (a body, an `onAppear`), where running it would start
  /// the update over from within.
  func refused(_ call: String, _ sourceLocation: SourceLocation, duringUpdates: Bool = true) -> Bool {
    if let unmountedAt {
      reportIssue(unmounted(asking: call, at: unmountedAt), of: self, sourceLocation: sourceLocation)
      return true
    }
    guard duringUpdates, host.isApplyingUpdates else { return false }
    reportIssue(
      HarnessFailure(
        headline: "\(call): called from inside an update (a body, onAppear, onChange); it did nothing",
        evidence: ["The views were being updated: running it there would start the update over from within."],
        fix: "call \(call) from the test, after the operation that updates the views has returned."),
      of: self, sourceLocation: sourceLocation, includesTree: false)
    return true
  }

  /// The failure of an operation that needs the views after ``unmount(sourceLocation:)``.
  func unmounted(asking call: String, at location: SourceLocation) -> HarnessFailure {
    HarnessFailure(
      headline: "\(call): the harness was unmounted at line \(location.line); nothing is mounted",
      evidence: ["unmount() ran every onDisappear and cancelled every task; the views are gone."],
      fix: "make a new harness to mount the screen again, or ask before unmount().")
  }
}
