/// Runs an action with a value computed from the view's geometry when it appears and
/// each time the value changes (S104). ViewGraph does no layout: the geometry is the
/// container size of the environment, as `GeometryReader` reports it.
public struct _GeometryActionModifier<Value: Equatable> {
  let transform: (GeometryProxy) -> Value
  let action: @MainActor (Value, Value) -> Void
}

/// The value the action last saw.
final class GeometryActionState<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension _GeometryActionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    let value = transform(GeometryProxy(size: node.environment.containerSize))
    let action = action
    guard let state = node.modifierState as? GeometryActionState<Value> else {
      node.modifierState = GeometryActionState(value)
      node.host.enqueueEffect { action(value, value) }
      return
    }
    guard state.value != value else { return }
    let old = state.value
    state.value = value
    node.host.enqueueEffect { action(old, value) }
  }
}

extension View {
  /// Runs `action` with `transform` of the view's geometry when it appears and when that
  /// value changes.
  ///
  /// ```swift
  /// content.onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
  /// ```
  nonisolated public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> ModifiedContent<Self, _GeometryActionModifier<T>> {
    nonisolated(unsafe) let action = action
    return modifier(_GeometryActionModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new value of `transform` of the view's geometry when it
  /// appears (both the same) and when the value changes.
  ///
  /// ```swift
  /// content.onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in log(old, new) }
  /// ```
  nonisolated public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> ModifiedContent<Self, _GeometryActionModifier<T>> {
    nonisolated(unsafe) let action = action
    return modifier(_GeometryActionModifier(transform: transform) { old, new in action(old, new) })
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _GeometryActionModifier: ViewModifier {}
