/// Runs actions when the modified view's identity appears and disappears (S47).
public struct _AppearanceActionModifier: ViewModifier {
  let appear: (@MainActor () -> Void)?
  let disappear: (@MainActor () -> Void)?
}

extension _AppearanceActionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    guard isMount else { return }
    markMounted(node)
    if let appear { node.host.enqueueEffect(appear) }
  }

  func willUnmount(from node: Node) {
    if let disappear { node.host.enqueueDisappearance(disappear) }
  }
}

/// Calls an action when a value changes between updates (S46).
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void
}

/// The value an `onChange` compared against last.
final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension _ValueActionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    guard let last = node.modifierState as? LastValue<Value> else {
      node.modifierState = LastValue(value)
      if initial {
        let (value, action) = (value, action)
        node.host.enqueueEffect { action(value, value) }
      }
      return
    }
    guard last.value != value else { return }
    let (old, new, action) = (last.value, value, action)
    last.value = value
    node.host.enqueueEffect { action(old, new) }
  }
}

/// Starts a task when the view appears, cancels it when it goes, restarts it when `id`
/// changes (S48). The action keeps the isolation it was written in (S54): one written in a
/// view's body runs on the main actor.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
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

  private func start(in node: Node) -> (Task<Void, Never>, TaskActivity) {
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
  /// Runs `action` after this view's identity appears (children before ancestors).
  ///
  /// ```swift
  /// List(items) { Row(item: $0) }.onAppear { store.load() }
  /// ```
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<
    Self, _AppearanceActionModifier
  > {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` after this view's identity leaves the tree.
  ///
  /// ```swift
  /// Player().onDisappear { player.pause() }
  /// ```
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<
    Self, _AppearanceActionModifier
  > {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }

  /// Calls `action(old, new)` once per update in which `value` changed; with
  /// `initial: true` also on appear with `(value, value)` (S46).
  ///
  /// ```swift
  /// .onChange(of: query) { old, new in search(new) }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Calls `action()` once per update in which `value` changed (S46).
  ///
  /// ```swift
  /// .onChange(of: isOn) { save() }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Starts `action` when this view's identity appears and cancels it when it leaves (S48).
  /// Written in a view, the action runs on the main actor, like the view (S54).
  ///
  /// ```swift
  /// .task { await store.refresh() }
  /// ```
  public func task(
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
  public func task<ID: Equatable>(
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
