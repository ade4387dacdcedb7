import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Waits until every task that mounted views started with `.task`/`.task(id:)` has
  /// finished, then applies the updates they caused. A task cancelled because its view left
  /// (or its id changed) no longer counts as the view's, as in SwiftUI, but settle waits for
  /// its body to return: the cleanup it runs (a `catch`, a `defer`) still writes models.
  ///
  /// Returns as soon as the work is done — no sleeps in the test. When `timeout` passes
  /// first, records one issue naming each task still running (its view, modifier and place)
  /// and returns.
  ///
  /// ```swift
  /// let harness = ParentHarness { FeedScreen(client: .stub) }
  /// await harness.settle()                 // FeedScreen's .task { await model.load() }
  /// #expect(harness.contains(text: "3 posts"))
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for the tasks, in the test's real time; nil takes the
  ///     `.stateHarness(settleTimeout:)` trait's, else 5 seconds. Generous by default:
  ///     tests running in parallel share the main actor, and a settled screen returns at
  ///     once whatever the timeout. A stretch of a second or more in which other tests held
  ///     the main actor, so that this wait could not run, is not counted.
  ///   - sourceLocation: Where a timeout is reported; the caller's line by default.
  public func settle(
    timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let timeout = HarnessConfiguration.settleTimeout(timeout)
    let outer = sink.location
    sink.location = sourceLocation
    defer { sink.location = outer }
    let running = await host.waitForTasks(timeout: timeout).map {
      $0.state == .cancelled ? "\($0.description) (cancelled, its body has not returned)" : $0.description
    }
    guard !running.isEmpty else { return }
    reportIssue(
      HarnessFailure(
        headline: "settle(): \(running.count) \(running.count == 1 ? "task" : "tasks") "
          + "still running after \(timeout)",
        evidence: running,
        fix: "make the task's work finish in the test (inject a stub client, a test clock), "
          + "or pass a longer timeout."),
      of: self, sourceLocation: sourceLocation)
  }
}
