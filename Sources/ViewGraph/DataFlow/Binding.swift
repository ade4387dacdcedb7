/// A two-way connection to a value owned elsewhere, as in SwiftUI. A binding stores
/// nothing (S15): it reads and writes its source of truth.
///
/// ```swift
/// struct NotificationsSection: View {
///   @Binding var isEnabled: Bool
///   var body: some View { Toggle("Push notifications", isOn: $isEnabled) }
/// }
/// NotificationsSection(isEnabled: $store.notificationsEnabled)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let location: Location<Value>

  init(location: Location<Value>) { self.location = location }

  /// A binding that calls `get` on every read and `set` on every write (S16).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = FunctionLocation(get: get, set: set)
  }

  /// A binding that calls `get` on every read and `set` on every write (S16).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    location = FunctionLocation(get: get, set: { set($0, Transaction()) })
  }

  /// Creates a binding from the projected value of another.
  public init(projectedValue: Binding<Value>) { location = projectedValue.location }

  /// A binding that always reads `value` and ignores writes (S17).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The value at the source of truth.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// Where this binding reads and writes, for maps and failure messages:
  /// `SettingsScreen.store.notificationsEnabled`, `constant`, `custom get/set`.
  @_spi(Inspection) public var sourceDescription: String { location.path }

  /// The storage this binding reads through: the `@State` storage at its source, or the
  /// object it is rooted in; nil for `constant` and `custom get/set` bindings. Equal to
  /// ``PropertyDescription/storage`` of the property that owns that storage.
  @_spi(Inspection) @MainActor public var sourceStorage: ObjectIdentifier? { storageIdentity }

  /// A binding to a field, writing back through this binding (S18). When the value is an
  /// object, writes go to that same instance.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    if let reference = keyPath as? ReferenceWritableKeyPath<Value, Subject> {
      return Binding<Subject>(location: ReferenceKeyPathLocation(base: location, keyPath: reference))
    }
    return Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
  }

  /// The same binding; ViewGraph does not animate.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// The same binding; ViewGraph does not animate.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The transaction of this binding (always empty in ViewGraph).
  public var transaction: Transaction {
    get { Transaction() }
    set {}
  }
}

extension Binding {
  /// Projects a binding to a value as a binding to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(converting: base, get: { $0 }, set: { $0 })
  }

  /// Unwraps a binding to an optional, or nil when its value is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    var last = current
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: { base.wrappedValue = $0 })
  }

  /// Projects a binding to a hashable value as a binding to `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(converting: base, get: { AnyHashable($0) }, set: { $0.base as? V })
  }

  /// `base` seen as another type: reads convert, writes convert back (nil drops the write).
  init<Base>(
    converting base: Binding<Base>, get: @escaping (Base) -> Value, set: @escaping (Value) -> Base?
  ) {
    self.init(location: ConvertedLocation(base.location, get: get, set: set))
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  /// A binding to the element at `position`. It never traps: once the element is gone
  /// (removed through another binding) it reads the last value it saw and ignores writes
  /// (S55); an `Identifiable` element is followed to its new position.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: ElementLocation(base: location, position: position))
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection {
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

// Like SwiftUI's: a binding may cross concurrency domains when its value may. Its
// location is only touched through the main-actor graph or by the caller's own code.
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: GraphProperty {
  @MainActor func install(_ context: inout InstallContext) {}
  @MainActor static var installsNothing: Bool { true }

  @MainActor var ownership: PropertyOwnership {
    .binding(source: location.path, value: location.get())
  }

  @MainActor var storageIdentity: ObjectIdentifier? {
    if let state = location.rootState { return ObjectIdentifier(state) }
    return location.rootObject.map(ObjectIdentifier.init)
  }
}

extension Binding: StateRootedLocation {
  var rootState: StateStorageBase? { location.rootState }
}

extension Binding: GraphComparable {
  // The same source is the same input; the child already depends on the value it read.
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    sameLocation(lhs.location, rhs.location)
  }
  // Reads the locations in place: copying a generic binding would retain what it holds.
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    sameLocation(
      lhs.assumingMemoryBound(to: Self.self).pointee.location,
      rhs.assumingMemoryBound(to: Self.self).pointee.location)
  }
  @MainActor private static func sameLocation(_ lhs: Location<Value>, _ rhs: Location<Value>) -> Bool {
    lhs === rhs || lhs.isSame(as: rhs)
  }
}
