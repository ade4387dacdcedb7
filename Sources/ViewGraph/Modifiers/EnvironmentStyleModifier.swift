/// A styling modifier that SwiftUI defines as an environment write (`.font(_:)`,
/// `.lineLimit(_:)`, `.imageScale(_:)`…): recorded like any style, and written into the
/// environment of the views below, so a view there reads it with `@Environment` (S140).
///
/// One node does both: a second modifier node per `.font` would cost every row that sets one.
public struct _EnvironmentStyleModifier<Value> {
  let recorded: _StyleModifier
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
}

extension _EnvironmentStyleModifier: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
  func didEvaluate(in node: Node, isMount: Bool) { markMounted(node) }
}

extension View {
  /// Records the style `name` with `arguments` and writes `value` at `keyPath` for the views
  /// below.
  nonisolated func environmentStyle<Value>(
    _ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, _ arguments: Any...
  ) -> ModifiedContent<Self, _EnvironmentStyleModifier<Value>> {
    let recorded = _StyleModifier(
      name: name, arguments: arguments.map { String(describing: $0) }.joined(separator: ", "))
    return modifier(_EnvironmentStyleModifier(recorded: recorded, keyPath: keyPath, value: value))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _EnvironmentStyleModifier: ViewModifier {}
