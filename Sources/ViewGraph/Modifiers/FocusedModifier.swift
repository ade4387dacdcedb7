/// Binds a field's focus to a `@FocusState`, and keeps focus in one place (S64, S95): the
/// field below it takes focus when the state says so, and the state follows the field.
public struct _FocusedModifier<Value: Hashable> {
  let binding: FocusState<Value>.Binding
  /// The value that means "this field": `true` for a `Bool` state.
  let value: Value
  /// From `searchFocused(_:)`: binds the focus of the search fields below instead, so the
  /// searched content's own fields are left alone.
  var forSearchFields = false
}

extension _FocusedModifier: PrimitiveModifier {
  // Reads the state while visiting: the modifier must be invalidated when it changes.
  static var runsUserCode: Bool { true }
  static var transformsEnvironment: Bool { true }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    let binding = binding
    let value = value
    let target = _FocusTarget(
      focus: { binding.wrappedValue = value }, isFocused: { binding.wrappedValue == value })
    if forSearchFields {
      environment.searchFocusTarget = target
    } else {
      environment.focusTarget = target
    }
  }

  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    _ = binding.wrappedValue
    visitor.visit(content, key: .content)
  }

  func didEvaluate(in node: Node, isMount: Bool) {
    let id = ObjectIdentifier(node)
    if binding.wrappedValue == value {
      node.host.focus.take(id, reset: resetClosure)
    } else {
      node.host.focus.release(id)
    }
  }

  func willUnmount(from node: Node) {
    // A focused field that leaves the tree takes its focus with it.
    guard let reset = node.host.focus.remove(ObjectIdentifier(node)) else { return }
    node.host.enqueueEffect { reset() }
  }

  /// Sets the state back to "no focus here", unless it already names another field.
  @MainActor private var resetClosure: @MainActor () -> Void {
    let binding = binding
    let value = value
    let resetValue = binding.resetValue
    return {
      if binding.wrappedValue == value { binding.wrappedValue = resetValue }
    }
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _FocusedModifier: ViewModifier {}
