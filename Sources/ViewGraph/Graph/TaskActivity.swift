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
  /// Whether the action's body returned. A cancelled action may still be running its
  /// cleanup (a `catch` after `Task.sleep` threw, a `defer`): it no longer counts as the
  /// view's, but what it writes still reaches the models.
  public private(set) var hasReturned = false

  init(description: String) { self.description = description }

  func finish() {
    hasReturned = true
    if state == .running { state = .finished }
  }
}

extension ViewHost {
  /// The `.task` actions started by mounted views that have not finished yet, oldest first.
  @_spi(Inspection)
  public var runningTasks: [TaskActivity] {
    activities.removeAll { $0.hasReturned }
    return activities.filter { $0.state == .running }
  }

  /// The `.task` actions cancelled (their view left, or their id changed) whose bodies have
  /// not returned yet: they are winding down.
  package var windingDownTasks: [TaskActivity] {
    activities.removeAll { $0.hasReturned }
    return activities.filter { $0.state == .cancelled }
  }

  func register(_ activity: TaskActivity) {
    activities.append(activity)
  }

  /// Waits until no `.task` action of a mounted view is running, every cancelled one has
  /// returned and every write or invalidation they queued to the main actor has landed
  /// (``MainActorHops``), applying the updates the tasks cause as they go. Returns the tasks still
  /// running or winding down when `timeout` passed (empty when everything finished in
  /// time). Time the main actor was held from this wait, a second or more at once, counts a
  /// quarter of `timeout` however long it was (``WaitBudget``).
  ///
  /// ```swift
  /// let stuck = await host.waitForTasks(timeout: .seconds(1))
  /// ```
  @_spi(Inspection)
  public func waitForTasks(timeout: Duration) async -> [TaskActivity] {
    // Time other tests held the main actor from this wait is charged little (``WaitBudget``).
    var budget = WaitBudget(timeout)
    var rounds = 0
    while true {
      // Read before the update: what landed by now is applied by it.
      let inFlight = MainActorHops.inFlight
      update()
      let running = runningTasks + windingDownTasks
      if running.isEmpty && inFlight == 0 || budget.isSpent() { return running }
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
    // A modifier the test's closure wrote (`Screen().task { … }`) modifies the view below it:
    // that is the view a reader knows, not the runtime's `ModifiedContent<…>`.
    let below = descendants
    if let view = below.first(where: \.isUserView) { return view.typeName }
    if let text = below.lazy.compactMap(\.text).first { return "Text \"\(text)\"" }
    return typeName
  }
}
