/// One run of a `.task`/`.task(id:)` action a mounted view started, as inspection tools
/// see it: what started it, and whether it is still running.
///
/// ```swift
/// for activity in host.runningTasks { print(activity.description) }
/// // DownloadScreen: .task at DownloadScreen.swift:31
/// ```
@_spi(Inspection)
@MainActor
public final class TaskActivity: CustomStringConvertible {
  /// Whether the action is still running.
  public enum State: Sendable {
    case running
    case finished
    /// Cancelled because its view left or its id changed: it no longer counts, whether or
    /// not its body has returned yet (SwiftUI's lifetime rules).
    case cancelled
  }

  /// The view that wrote the modifier, the modifier, and where: `Feed: .task at Feed.swift:12`.
  public let description: String
  public internal(set) var state = State.running

  init(description: String) { self.description = description }

  func finish() {
    if state == .running { state = .finished }
  }
}

extension ViewHost {
  /// The `.task` actions started by mounted views that have not finished yet, oldest first.
  @_spi(Inspection)
  public var runningTasks: [TaskActivity] {
    activities.removeAll { $0.state != .running }
    return activities
  }

  func register(_ activity: TaskActivity) {
    activities.append(activity)
  }

  /// Waits until no `.task` action of a mounted view is running, applying the updates the
  /// tasks cause as they go. Returns the tasks still running when `timeout` passed (empty
  /// when everything finished in time).
  ///
  /// ```swift
  /// let stuck = await host.waitForTasks(timeout: .seconds(1))
  /// ```
  @_spi(Inspection)
  public func waitForTasks(timeout: Duration) async -> [TaskActivity] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var rounds = 0
    while true {
      update()
      let running = runningTasks
      if running.isEmpty || clock.now >= deadline { return running }
      // Let the tasks run: yield first (most finish within a few hops), then sleep briefly
      // so a task waiting on a timer or I/O is not starved by a busy loop.
      rounds += 1
      if rounds < 64 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .microseconds(250))
      }
    }
  }
}

extension Node {
  /// The type name of the nearest view of the app at or above this node: the view whose
  /// body wrote a modifier.
  var nearestUserViewName: String {
    var current: Node? = self
    while let node = current {
      if node.isUserView { return node.typeName }
      current = node.parent
    }
    return typeName
  }
}
