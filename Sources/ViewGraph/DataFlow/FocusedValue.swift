/// A key for a value the focused view publishes to the app (`commandActions` for menu
/// commands), declared as SwiftUI's are.
///
/// ViewGraph mounts no menu commands and no window takes focus, so nothing reads focused
/// values: `@FocusedValue` reads nil, and `focusedValue(_:_:)`/`focusedSceneValue(_:_:)` are
/// recorded (SEMANTICS S67). Test what a command does through the model it calls.
///
/// ```swift
/// struct CommandActionsKey: FocusedValueKey { typealias Value = CommandActions }
/// extension FocusedValues {
///   var commandActions: CommandActions? {
///     get { self[CommandActionsKey.self] }
///     set { self[CommandActionsKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values the focused view publishes, by key.
public struct FocusedValues {
  private var values: [ObjectIdentifier: Any] = [:]

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Reads a value the focused view publishes: always nil in ViewGraph (see `FocusedValueKey`).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

  public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes: always nil in ViewGraph (see `FocusedValueKey`).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }

  public var projectedValue: Binding<Value?> { .constant(nil) }
}

extension View {
  /// Publishes `value` while this view has focus (recorded; see `FocusedValueKey`).
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("focusedValue")
  }

  /// Publishes `value` while this view's window has focus (recorded; see `FocusedValueKey`).
  nonisolated public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("focusedSceneValue")
  }
}
