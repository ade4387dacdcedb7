/// State that a gesture updates while it is performed and that resets to its initial value
/// when the gesture ends (S250). Its storage lives with the view's identity, as `@State`'s.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// Card().offset(offset).gesture(DragGesture().updating($offset) { value, state, _ in
///   state = value.translation
/// })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value
  private let resetAction: ((Value, inout Transaction) -> Void)?
  @State private var current: Value

  public init(wrappedValue: Value) {
    initialValue = wrappedValue
    resetAction = nil
    _current = State(wrappedValue: wrappedValue)
  }

  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
    resetAction = reset
    _current = State(wrappedValue: wrappedValue)
  }

  /// The value the gesture set, or the initial one when no gesture is in progress.
  public var wrappedValue: Value { current }
  public var projectedValue: GestureState<Value> { self }

  /// Lets an `updating` body change the value during a gesture.
  func change(_ body: (inout Value, inout Transaction) -> Void) {
    var value = current
    var transaction = Transaction()
    body(&value, &transaction)
    current = value
  }

  /// Back to the initial value, at the gesture's end.
  func reset() {
    var transaction = Transaction()
    resetAction?(current, &transaction)
    current = initialValue
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}
