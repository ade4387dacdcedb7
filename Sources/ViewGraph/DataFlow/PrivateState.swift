/// The storage `@State` keeps for a private property of a type that may itself be private
/// (`@State private var tab: Tab = .home`, where `Tab` is a file's `private enum`): the
/// `State<Tab>` is held under a type that names no `Tab`, so the storage stays internal,
/// and the view's memberwise initialiser with it, as the property wrapper's `_tab` left it
/// (S253). The macro writes it; the accessors read through it with the property's type.
///
/// ```swift
/// private enum Tab { case home, settings }
/// struct Root: View {
///   @State private var tab: Tab = .home   // storage: _tab = _PrivateState(State<Tab>(…))
///   var body: some View { Text("\(tab)") }
/// }
/// ```
public struct _PrivateState: DynamicProperty {
  /// The `State<Value>` the property declares.
  var base: any GraphProperty

  /// Holds `state`, whose value type the storage's type does not name.
  public init<Value>(_ state: State<Value>) { base = state }

  /// `_x = .init(initialValue: v)` in a view's `init`, as SwiftUI's `State` takes it (S3):
  /// without it the call finds no initialiser, and with a closure in `v` the compiler gives
  /// up on the expression instead of saying so (IceCubesApp's `TagChartView`).
  public init<Value>(initialValue value: @autoclosure @escaping () -> Value) {
    base = State(initialValue: value())
  }

  /// `_x = .init(wrappedValue: v)`, as SwiftUI's `State` takes it.
  public init<Value>(wrappedValue value: @autoclosure @escaping () -> Value) {
    base = State(wrappedValue: value())
  }

  /// The state's value, of the type the reading property declares.
  public func _wrappedValue<Value>() -> Value { state(Value.self).wrappedValue }

  /// Writes the state's value, as `State`'s setter does.
  public func _setWrappedValue<Value>(_ value: Value) { state(Value.self).wrappedValue = value }

  /// The state's binding, of the type the `$` property declares.
  public func _projectedValue<Value>() -> Binding<Value> { state(Value.self).projectedValue }

  /// The state, as the macro made it: `Value` is the property's own type, so the cast holds.
  private func state<Value>(_: Value.Type) -> State<Value> {
    guard let state = base as? State<Value> else {
      // The macro pairs each storage with accessors of its own property's type.
      preconditionFailure("@State storage of \(type(of: base)) read as State<\(Value.self)>")
    }
    return state
  }
}

extension _PrivateState: GraphProperty {
  @MainActor mutating func install(_ context: inout InstallContext) { base.install(&context) }
  @MainActor func discard(in node: Node, name: String) { base.discard(in: node, name: name) }
  @MainActor var ownership: PropertyOwnership { base.ownership }
  @MainActor var storageIdentity: ObjectIdentifier? { base.storageIdentity }
  @MainActor var isSetInInitialiser: Bool { base.isSetInInitialiser }
  @MainActor var carriedInitialValue: Any? { base.carriedInitialValue }
  @MainActor var environmentKeys: [ObjectIdentifier] { base.environmentKeys }
  @MainActor var readTrap: ReadTrap? { base.readTrap }
}

extension _PrivateState: GraphComparable {
  // As `State`'s: owned storage is not an input from the parent.
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
