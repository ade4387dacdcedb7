#if !canImport(StoreKit)
  import ViewGraph

  /// A StoreKit task's action, carried into the `.task` that loads its state. Apple's
  /// action is a plain `async` closure; written in a view, it is isolated to the main actor,
  /// and the task calls it from the main actor only, so carrying it there is safe.
  struct StoreTaskAction<State: Sendable>: @unchecked Sendable {
    let run: (State) async -> Void
  }

  extension View {
    /// Loads a StoreKit state when the view appears and whenever `id` changes, as
    /// `.task(id:)` does (S48), and hands it to `action` (S341, S342).
    nonisolated func storeTask<ID: Equatable, State: Sendable>(
      id: ID, priority: TaskPriority, load: @escaping @Sendable () async -> State,
      action: @escaping (State) async -> Void
    ) -> some View {
      let action = StoreTaskAction(run: action)
      return task(id: id, priority: priority) { @MainActor in
        let state = await load()
        guard !Task.isCancelled else { return }
        await action.run(state)
      }
    }
  }
#endif
