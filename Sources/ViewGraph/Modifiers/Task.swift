/// Starts a task when the view appears, cancels it when it goes, restarts it when `id`
/// changes (S48). The action keeps the isolation it was written in (S54): one written in a
/// view's body runs on the main actor.
public struct _TaskModifier<ID: Equatable> {
  let id: ID
  /// False for `.task { }`, whose id is a constant placeholder.
  let hasID: Bool
  let name: String?
  let priority: TaskPriority
  let action: TaskAction
  /// Where the modifier was written, to name a task that is still running. Kept raw:
  /// modifiers are built on every parent body, the place is formatted only when a task starts.
  let file: String
  let line: Int
}

/// A `.task` action. SwiftUI's is a `sending @isolated(any)` closure that it starts once per
/// identity and again per id change; the graph starts it the same way, from the main actor,
/// and the action hops to its own isolation.
struct TaskAction: @unchecked Sendable {
  let run: @isolated(any) () async -> Void
}

/// The task a `.task` modifier is running for its identity.
final class RunningTask<ID> {
  var id: ID
  var task: Task<Void, Never>
  var activity: TaskActivity
  init(id: ID, task: Task<Void, Never>, activity: TaskActivity) {
    self.id = id
    self.task = task
    self.activity = activity
  }
  deinit { task.cancel() }
}

extension _TaskModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let running = node.modifierState as? RunningTask<ID> {
      guard running.id != id else { return }
      running.task.cancel()
      running.activity.state = .cancelled
      running.id = id
      (running.task, running.activity) = start(in: node)
    } else {
      let (task, activity) = start(in: node)
      node.modifierState = RunningTask(id: id, task: task, activity: activity)
    }
  }

  @MainActor private func start(in node: Node) -> (Task<Void, Never>, TaskActivity) {
    let viewName = node.nearestUserViewName
    let modifier = hasID ? ".task(id: \(String(reflecting: id)))" : ".task"
    let place = "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    let activity = TaskActivity(
      description: "\(viewName): \(name.map { "\"\($0)\" " } ?? "")\(modifier) at \(place)")
    node.host.register(activity)
    let action = action
    // Unnamed: Task(name:) needs the Swift 6.2 runtime (macOS 26) on Apple platforms.
    let task = Task(priority: priority) { @MainActor in
      await action.run()
      activity.finish()
    }
    return (task, activity)
  }

  func willUnmount(from node: Node) {
    guard let running = node.modifierState as? RunningTask<ID> else { return }
    running.task.cancel()
    // A task cancelled by its view leaving counts as finished (SwiftUI's lifetime).
    running.activity.state = .cancelled
  }
}

extension View {
  /// Starts `action` when this view's identity appears and cancels it when it leaves (S48).
  /// Written in a view, the action runs on the main actor, like the view (S54).
  ///
  /// ```swift
  /// .task { await store.refresh() }
  /// ```
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier<Int>> {
    modifier(
      _TaskModifier(
        id: 0, hasID: false, name: name, priority: priority, action: TaskAction(run: action),
        file: file, line: line))
  }

  /// Starts `action` on appear, and cancels and restarts it whenever `id` changes (S48).
  ///
  /// ```swift
  /// .task(id: query) { await search(query) }
  /// ```
  nonisolated public func task<ID: Equatable>(
    id value: ID, name: String? = nil, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier<ID>> {
    modifier(
      _TaskModifier(
        id: value, hasID: true, name: name, priority: priority, action: TaskAction(run: action),
        file: file, line: line))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _TaskModifier: ViewModifier {}
