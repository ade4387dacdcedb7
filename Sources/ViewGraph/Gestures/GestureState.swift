/// State that a gesture updates while active and that resets when it ends. No gesture is
/// ever in progress headlessly, so the value a view reads is always the initial one,
/// which is what SwiftUI shows between gestures.
///
/// ```swift
/// @GestureState private var isPressing = false
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value

  public init(wrappedValue: Value) { initialValue = wrappedValue }
  public init(initialValue: Value) { self.initialValue = initialValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
  }

  public var wrappedValue: Value { initialValue }
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}
