/// Calls an action when a value changes between updates (S46).
public struct _ValueActionModifier<Value: Equatable> {
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

extension View {
  /// Calls `action(old, new)` once per update in which `value` changed; with
  /// `initial: true` also on appear with `(value, value)` (S46).
  ///
  /// ```swift
  /// .onChange(of: query) { old, new in search(new) }
  /// ```
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: initial, action: mainActorAction(action)))
  }

  /// Calls `action()` once per update in which `value` changed (S46).
  ///
  /// ```swift
  /// .onChange(of: isOn) { save() }
  /// ```
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    let action = mainActorAction(action)
    return modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Calls `action(newValue)` once per update in which `value` changed (S46): the form
  /// apps that support iOS 16 and earlier still ship, deprecated on Apple platforms as
  /// SwiftUI marks it.
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { phase in if phase == .background { save() } }
  /// ```
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 14.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 17.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 10.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    let action = mainActorAction(action)
    return modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _ValueActionModifier: ViewModifier {}
