// Closures SwiftUI declares without an actor (`onAppear(perform:)`, `onChange(of:_:)`) and
// runs on the main actor: the graph keeps them as main-actor closures.

/// `action`, as the main-actor closure the graph runs. SwiftUI takes these actions
/// nonisolated (`perform action: (() -> Void)?`), so a plain `() -> Void` property or a
/// main-actor method passes (S284); it calls them on the main actor, from the view's body
/// where they are formed, and the graph does the same, so the closure never crosses actors.
func mainActorAction(_ action: @escaping () -> Void) -> @MainActor () -> Void {
  nonisolated(unsafe) let action = action
  return { action() }
}

/// `action` with one argument, as the main-actor closure the graph runs.
func mainActorAction<Value>(_ action: @escaping (Value) -> Void) -> @MainActor (Value) -> Void {
  nonisolated(unsafe) let action = action
  return { action($0) }
}

/// `action` with two arguments, as the main-actor closure the graph runs.
func mainActorAction<Value>(_ action: @escaping (Value, Value) -> Void) -> @MainActor (Value, Value) -> Void {
  nonisolated(unsafe) let action = action
  return { action($0, $1) }
}
