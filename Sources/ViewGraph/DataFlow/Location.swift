/// Where a ``Binding`` reads and writes. Subclasses say whether two bindings point at the
/// same source, which decides whether a child given a new binding struct has new inputs.
class Location<Value>: StateStorageBase {
  func get() -> Value { fatalError("abstract") }
  func set(_ value: Value) { fatalError("abstract") }
  @MainActor func isSame(as other: Location<Value>) -> Bool { self === other }
  /// Where the value lives, for ownership maps: `SettingsScreen.store.isOn`.
  var path: String { "custom get/set" }
  /// The `@State` storage this location reads through, if any (for change causes).
  var rootState: StateStorageBase? { nil }
  /// The object this location reads through when it is not rooted in `@State`
  /// (`$model.field` from `@Bindable`), for ownership diagrams.
  var rootObject: AnyObject? { nil }
}

/// `$value.field`: reads and writes a field of a value through its parent location.
final class KeyPathLocation<Root, Value>: Location<Value> {
  let base: Location<Root>
  let keyPath: WritableKeyPath<Root, Value>

  init(base: Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var root = base.get()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  @MainActor override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base)
  }
  override var path: String { base.path + KeyPathNaming.path(keyPath, in: base.get()).dropFirst() }
  override var rootState: StateStorageBase? { base.rootState }
  override var rootObject: AnyObject? { base.rootObject }
}

/// `$object.field` where the root is a reference: writes the same instance, never
/// reassigns the root (SEMANTICS S18).
final class ReferenceKeyPathLocation<Root, Value>: Location<Value> {
  let base: Location<Root>
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(base: Location<Root>, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ value: Value) { base.get()[keyPath: keyPath] = value }
  @MainActor override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ReferenceKeyPathLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base)
  }
  override var path: String { base.path + KeyPathNaming.path(keyPath, in: base.get()).dropFirst() }
  override var rootState: StateStorageBase? { base.rootState }
  override var rootObject: AnyObject? { base.rootObject }
}

/// A property of one object (`$model.field` from `@Bindable`).
final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  @MainActor override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Root, Value> else { return false }
    return object === other.object && keyPath == other.keyPath
  }
  override var path: String { objectName(object) + KeyPathNaming.path(keyPath, in: object).dropFirst() }
  override var rootObject: AnyObject? { object }
}

/// `$items[i]`, the element binding `ForEach($items)` hands each row. The collection may
/// shrink before the row that holds the binding is dropped: reads then return the last
/// value seen and writes are ignored, instead of indexing past the end (S55). Elements that
/// are `Identifiable` are found by id when they moved.
final class ElementLocation<Collection: MutableCollection>: Location<Collection.Element> {
  let base: Location<Collection>
  private var position: Collection.Index
  private let id: AnyHashable?
  private var last: Collection.Element

  init(base: Location<Collection>, position: Collection.Index) {
    self.base = base
    self.position = position
    let element = base.get()[position]
    self.last = element
    self.id = elementID(element)
  }

  /// The element's current index, or nil when it is gone.
  private func locate(in collection: Collection) -> Collection.Index? {
    if collection.indices.contains(position) {
      guard let id else { return position }
      if elementID(collection[position]) == id { return position }
    }
    guard let id else { return nil }
    guard let found = collection.indices.first(where: { elementID(collection[$0]) == id }) else {
      return nil
    }
    position = found
    return found
  }

  override func get() -> Collection.Element {
    let collection = base.get()
    if let index = locate(in: collection) { last = collection[index] }
    return last
  }

  override func set(_ value: Collection.Element) {
    var collection = base.get()
    guard let index = locate(in: collection) else { return }
    collection[index] = value
    last = value
    base.set(collection)
  }

  @MainActor override func isSame(as other: Location<Collection.Element>) -> Bool {
    guard let other = other as? ElementLocation<Collection> else { return false }
    return position == other.position && id == other.id && base.isSame(as: other.base)
  }

  override var path: String { base.path + "[\(position)]" }
  override var rootState: StateStorageBase? { base.rootState }
  override var rootObject: AnyObject? { base.rootObject }
}

/// The id of an `Identifiable` value, type-erased; nil for other values.
private func elementID(_ value: Any) -> AnyHashable? {
  func open<I: Identifiable>(_ value: I) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = value as? any Identifiable else { return nil }
  return open(identifiable)
}

/// `Binding(get:set:)`: calls the closures (SEMANTICS S16). Closures always differ.
final class FunctionLocation<Value>: Location<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
}

/// A binding converted to another type (a picker's `AnyHashable` selection, a slider's
/// `Double`): reads and writes through its base, and is where the base is, so a map shows
/// the source the control writes rather than `custom get/set`. Two conversions are never
/// the same input, as two `Binding(get:set:)` are not.
final class ConvertedLocation<Base, Value>: Location<Value> {
  let base: Location<Base>
  let convert: (Base) -> Value
  let convertBack: (Value) -> Base?

  init(_ base: Location<Base>, get: @escaping (Base) -> Value, set: @escaping (Value) -> Base?) {
    self.base = base
    convert = get
    convertBack = set
  }

  override func get() -> Value { convert(base.get()) }
  override func set(_ value: Value) { if let converted = convertBack(value) { base.set(converted) } }
  override var path: String { base.path }
  override var rootState: StateStorageBase? { base.rootState }
  override var rootObject: AnyObject? { base.rootObject }
}

/// `Binding.constant(_:)`: always reads its value; writes do nothing (SEMANTICS S17).
final class ConstantLocation<Value>: Location<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ value: Value) {}
  @MainActor override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return graphIsEqual(value, other.value)
  }
  override var path: String { "constant" }
}

/// `SettingsStore#2`: a short, stable-per-process name for an object.
func objectName(_ object: AnyObject) -> String { ObjectNames.name(of: object) }

/// Names objects by type and the order they were first named in, so ownership maps and
/// binding sources read `Store#1`, `Store#2` instead of addresses.
///
/// Numbers are kept per host and per type: while a host works (a harness query, a rule),
/// the first `Store` it names is `Store#1`, whatever other tests running in parallel have
/// named. Outside any host, one process-wide numbering is used.
///
/// ```swift
/// ObjectNames.name(of: store)   // "SettingsStore#1"
/// ```
package enum ObjectNames {
  /// The object's name: its type and its number.
  public static func name(of object: AnyObject) -> String {
    "\(type(of: object))#\(number(for: object))"
  }

  /// The object's number among the objects of its type, in the order they were first named.
  public static func number(for object: AnyObject) -> Int {
    current.number(for: object)
  }

  private static let processWide = ObjectNumbering()

  /// The numbering of the host whose operation is running, else the process-wide one.
  private static var current: ObjectNumbering {
    guard isOnMainActor() else { return processWide }
    return MainActor.assumeIsolated { ViewHost.active.last?.objectNumbering } ?? processWide
  }
}

/// One numbering of objects: per type, in the order they were first named.
final class ObjectNumbering: @unchecked Sendable {
  private let lock = NSLock()
  private var numbers: [ObjectIdentifier: (WeakObject, Int)] = [:]
  private var counts: [ObjectIdentifier: Int] = [:]

  func number(for object: AnyObject) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if let (weak, number) = numbers[id], weak.object === object { return number }
    let type = ObjectIdentifier(Swift.type(of: object))
    let number = counts[type, default: 0] + 1
    counts[type] = number
    numbers[id] = (WeakObject(object), number)
    return number
  }

  final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
}
