/// Storage a view owns, created once per view identity, as in SwiftUI.
///
/// ```swift
/// struct SettingsScreen: View {
///   @State private var store = SettingsStore()   // owner
///   var body: some View { NotificationsSection(isEnabled: $store.notificationsEnabled) }
/// }
/// ```
///
/// The struct holds a small box; when the graph mounts the view it points the box at the
/// identity's storage, so every copy of the struct — including the `self` a button action
/// captured — reads and writes that storage, even after the identity left the tree (S53).
/// Each node keeps a box of its own: the caller's copy of a view value, or the same value
/// placed twice, is never pointed at another identity's storage (S58). The initial value
/// is used only when the identity first appears (S1); in ``StateInitialization/eager``
/// mode the expression still runs on every struct init and later results are thrown away
/// (S4).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  var box: StateBox<Value>

  /// Creates state with an initial value, used when the view's identity first appears.
  public init(wrappedValue value: @autoclosure @escaping () -> Value) {
    box = StateBox.make(value)
  }

  /// Creates state with an initial value, used when the view's identity first appears.
  /// In an `init`, write `_x = State(initialValue: v)` (S3).
  public init(initialValue value: @autoclosure @escaping () -> Value) {
    box = StateBox.make(value, isSetInInitialiser: true)
  }

  /// The installed value. Outside an installed view reads return the initial value and
  /// writes are dropped, with a warning (S5).
  public var wrappedValue: Value {
    get {
      if let storage = box.storage { return storage.value }
      warnOutsideInstall()
      return box.initialValue
    }
    nonmutating set {
      if let storage = box.storage {
        storage.value = newValue
      } else {
        warnOutsideInstall()
      }
    }
  }

  /// A binding to the installed storage; outside an installed view, a constant binding of
  /// the initial value (S5).
  public var projectedValue: Binding<Value> {
    if let storage = box.storage { return Binding(location: storage) }
    warnOutsideInstall()
    return .constant(box.initialValue)
  }

  private func warnOutsideInstall() {
    RuntimeWarning.raise(
      .stateAccessedOutsideInstall,
      "Accessing State's value outside of being installed on a View. This will result in a "
        + "constant Binding of the initial value and will not update.")
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is nil.
  public init() {
    box = StateBox.make({ nil })
  }
}

extension State: GraphProperty {
  // Written to name `StateStorage<Value>` and `StateBox<Value>` as little as it can: this
  // code is not specialised, and each such name is a lookup in the runtime's metadata table,
  // paid by every `@State` of every row.
  @MainActor mutating func install(_ context: inout InstallContext) {
    install(&context, record: StateStorage<Value>.self)
  }

  /// The storage's class, looked up once per state type rather than at each install.
  @MainActor static func installRecord() -> Any.Type? { StateStorage<Value>.self }

  /// `record` is `StateStorage<Value>.self` (``installRecord()``): a storage is made through
  /// it, without naming the generic class here.
  @MainActor mutating func install(_ context: inout InstallContext, record: Any.Type?) {
    let node = context.node
    let name = context.propertyName
    let (slot, existing) = context.claimSlot()
    // A re-evaluation of the struct already installed: its box reads the slot's storage.
    if let existing, existing === box.storage { return }
    let storage: StateStorage<Value>
    // Cast only when the slot holds something: a first install (every row of a list) is
    // spared the lookup of `StateStorage<Value>`'s metadata the cast needs.
    if existing != nil, let existing = existing as? StateStorage<Value> {
      storage = existing
      box.noteDiscarded(in: node, property: name)
    } else {
      let storageType = unsafeBitCast(record.unsafelyUnwrapped, to: StateStorage<Value>.Type.self)
      storage = storageType.init(box.valueForNewStorage, owner: node, name: name)
      context.fill(slot, with: storage)
    }
    // `own` returns `box` or its copy, both of this type.
    box = unsafeDowncast(context.own(box as InstallableBox) { box.copy() }, to: StateBox<Value>.self)
    box.storage = storage
  }

  @MainActor func discard(in node: Node, name: String) { box.noteDiscarded(in: node, property: name) }

  @MainActor var ownership: PropertyOwnership {
    .state(value: box.storage.map { $0.peek } ?? box.initialValue)
  }

  @MainActor var storageIdentity: ObjectIdentifier? { box.storage?.rootState.map(ObjectIdentifier.init) }

  @MainActor var isSetInInitialiser: Bool { box.isSetInInitialiser }

  @MainActor var carriedInitialValue: Any? { box.madeInitialValue.map { $0 as Any } }
}

extension State: GraphComparable {
  // Owned storage is not an input from the parent: a new struct's initial value is ignored.
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}

/// The per-struct half of `@State`: the initial value (or its expression) and the storage
/// the graph pointed this struct at.
///
/// A value made at init and an expression still to run are two subclasses, not an enum
/// of both: a switch over a generic enum looks its metadata up in the runtime's table, at
/// each struct made and each identity installed (0.3 K instructions each).
class StateBox<Value>: InstallableBox {
  /// True when the initial expression ran at struct init (eager mode).
  let evaluatedEagerly: Bool
  /// True when an initialiser set the value (`self.x = x`, `_x = State(initialValue: x)`)
  /// rather than the declaration: the value came from whoever made the struct.
  let isSetInInitialiser: Bool
  /// How long an eagerly built object took to make: the work thrown away when this
  /// struct meets an identity that already has storage. Measured for objects only, in
  /// this thread's CPU time, so a preempted thread does not make a cheap init look slow.
  fileprivate(set) var constructionTime: Duration = .zero
  private var discardCounted = false
  // Strong: a closure that outlives the identity (an onDisappear, a Task) keeps reading
  // the last value (S53). The graph's teardown releases what only the node held (S14).
  var storage: StateStorage<Value>?

  fileprivate init(evaluatedEagerly: Bool, isSetInInitialiser: Bool, discardCounted: Bool) {
    self.evaluatedEagerly = evaluatedEagerly
    self.isSetInInitialiser = isSetInInitialiser
    self.discardCounted = discardCounted
  }

  /// The box of a struct made now: its initial value made now (eager mode), or later.
  static func make(_ make: @escaping () -> Value, isSetInInitialiser: Bool = false) -> StateBox {
    guard StateInitialization.current == .eager else {
      return PendingStateBox(make, isSetInInitialiser: isSetInInitialiser)
    }
    guard Value.self is AnyClass else {
      return EvaluatedStateBox(make(), isSetInInitialiser: isSetInInitialiser)
    }
    let start = threadCPUTime()
    let value = make()
    let box = EvaluatedStateBox(value, isSetInInitialiser: isSetInInitialiser)
    box.constructionTime = threadCPUTime() - start
    return box
  }

  /// A box for another node, with the same initial value (already accounted for).
  func copy() -> StateBox { fatalError("abstract") }

  var initialValue: Value { fatalError("abstract") }

  /// The value a new identity's storage starts from. Lazy mode runs the expression for
  /// each identity it creates: one struct value placed at a second identity (a link's
  /// destination pushed again) gets its own object, not the first identity's (S231).
  var valueForNewStorage: Value { initialValue }

  /// The initial value if it was made already; nil rather than running a lazy expression.
  var madeInitialValue: Value? { nil }

  /// An eagerly made initial value met storage that already existed: it is thrown away.
  @MainActor func noteDiscarded(in node: Node, property: String) {
    guard evaluatedEagerly, !discardCounted else { return }
    discardCounted = true
    node.host.recordDiscardedInitialValue(
      in: node, property: property, valueType: Value.self, constructionTime: constructionTime)
  }
}

/// A `@State`'s box whose initial value was made with the struct (eager mode).
private final class EvaluatedStateBox<Value>: StateBox<Value> {
  let value: Value

  init(_ value: Value, isSetInInitialiser: Bool, discardCounted: Bool = false) {
    self.value = value
    super.init(
      evaluatedEagerly: true, isSetInInitialiser: isSetInInitialiser, discardCounted: discardCounted)
  }

  override func copy() -> StateBox<Value> {
    let copy = EvaluatedStateBox(value, isSetInInitialiser: isSetInInitialiser, discardCounted: true)
    copy.constructionTime = constructionTime
    return copy
  }

  override var initialValue: Value { value }
  override var madeInitialValue: Value? { value }
}

/// A `@State`'s box whose initial expression runs when a new identity first needs it
/// (lazy mode).
private final class PendingStateBox<Value>: StateBox<Value> {
  // Unchecked: written only by the graph on the main thread (the first read).
  @exclusivity(unchecked) private var make: (() -> Value)?
  @exclusivity(unchecked) private var value: Value?

  init(_ make: (() -> Value)?, isSetInInitialiser: Bool, discardCounted: Bool = false) {
    self.make = make
    super.init(
      evaluatedEagerly: false, isSetInInitialiser: isSetInInitialiser,
      discardCounted: discardCounted)
  }

  override func copy() -> StateBox<Value> {
    let copy = PendingStateBox(make, isSetInInitialiser: isSetInInitialiser, discardCounted: true)
    copy.value = value
    return copy
  }

  override var initialValue: Value {
    if value == nil, let make { value = make() }
    return value.unsafelyUnwrapped  // made just now, or on an earlier read
  }

  override var madeInitialValue: Value? { value }

  // The expression stays with the box (and its copies): each new identity runs it again.
  override var valueForNewStorage: Value {
    guard let make else { return initialValue }
    let made = make()
    value = made
    return made
  }
}

/// A `@State` storage seen without its value type: its readers, its owner and its name.
///
/// The root class of every ``Location``, so that a storage is one object rather than a
/// location holding a second one (an allocation per `@State` of every row): only
/// ``StateStorage`` implements it; other locations reach theirs through ``Location/rootState``.
class StateStorageBase {
  /// The property's name, for causes and messages.
  var name: String { "" }
  /// The node that owns this storage, while it exists.
  var owner: Node? { nil }

  final func noteRead() {
    StateReadScope.current?.didRead(self)
  }

  /// Records `scope` as a reader; false when it already was, in this generation.
  func addReader(_ scope: StateReadScope) -> Bool { false }

  func removeReader(_ scope: StateReadScope) {}
}

/// The per-identity half of `@State`: the value, observable so that exactly the bodies
/// that read it are invalidated when it changes (S8).
final class StateStorage<Value>: Location<Value> {
  /// The bodies that read the value since it last changed (StateReadScope.swift).
  @exclusivity(unchecked) private var readers = StateReaders()
  /// The owning node's handle: not a weak reference, which would give the node a side
  /// table.
  private let ownerHandle: StateReadScope
  private let propertyName: String
  // Unchecked: read by each body that reads the state, written on the main thread only
  // (writes from elsewhere are carried there).
  @exclusivity(unchecked) private var stored: Value

  // Required: made through the class a state type's installer keeps (`State.installRecord`).
  @MainActor required init(_ value: Value, owner: Node, name: String) {
    ownerHandle = owner.handle
    propertyName = name
    stored = value
  }

  override var name: String { propertyName }
  override var owner: Node? { ownerHandle.node }
  override func addReader(_ scope: StateReadScope) -> Bool { readers.add(scope) }
  override func removeReader(_ scope: StateReadScope) { readers.remove(scope) }

  /// Applies `mutation` and invalidates the bodies that read the old value.
  private func noteWrite(_ mutation: () -> Void) {
    mutation()
    for (handle, generation) in readers.take() {
      Node.dependencyChanged(handle, generation: generation, cause: .state(StateWriteContext.current ?? self))
    }
  }

  var value: Value {
    get {
      noteRead()
      return stored
    }
    set {
      guard isOnMainActor() else {
        // SwiftUI lets state be written from any thread. The graph reads it on the main
        // actor, so the write is applied there, in order, instead of racing those reads.
        let write = UncheckedWrite(storage: self, value: newValue)
        MainActorHops.enqueueOnMainQueue { write.apply() }
        return
      }
      if ViewHost.isEvaluatingBody {
        RuntimeWarning.raise(
          .stateModifiedDuringUpdate,
          "Modifying state during view update, this will cause undefined behavior. "
            + "(\(ownerName).\(name))")
      }
      if let isSameValue = SameValue<Value>.check, isSameValue(stored, newValue) { return }
      // Readers invalidated by this write learn which storage changed (their causes).
      let outer = StateWriteContext.current
      StateWriteContext.current = self
      defer { StateWriteContext.current = outer }
      noteWrite { stored = newValue }
    }
  }

  /// The value without registering a dependency (for inspection).
  var peek: Value { stored }

  /// The owning view's type name, read only for messages and maps.
  var ownerName: String {
    guard let owner, isOnMainActor() else { return "?" }
    return MainActor.assumeIsolated { owner.typeName }
  }

  override func get() -> Value { value }
  override func set(_ value: Value) { self.value = value }
  override var path: String { "\(ownerName).\(name)" }
  override var rootState: StateStorageBase? { self }
}

/// A write made off the main thread, carried to it. The storage and value are only touched
/// again on the main thread.
private struct UncheckedWrite<Value>: @unchecked Sendable {
  let storage: StateStorage<Value>
  let value: Value
  func apply() { storage.value = value }
}

/// Whether a write changes nothing, per value type, decided once per type.
enum SameValue<Value> {
  static var check: ((Value, Value) -> Bool)? { SameValueCache.check(for: Value.self) }
}

private enum SameValueCache {
  private nonisolated(unsafe) static var checks: [ObjectIdentifier: Any] = [:]
  private static let lock = NSLock()

  static func check<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
    lock.lock()
    defer { lock.unlock() }
    if let cached = checks[ObjectIdentifier(type)] { return cached as? (Value, Value) -> Bool }
    let made = sameValueCheck(type)
    checks[ObjectIdentifier(type)] = made as Any
    return made
  }
}

/// Writing an equal value (or the same object) is not a change.
private func sameValueCheck<Value>(_: Value.Type) -> ((Value, Value) -> Bool)? {
  if Value.self is AnyClass { return { ($0 as AnyObject) === ($1 as AnyObject) } }
  if let equatable = Value.self as? any Equatable.Type {
    func make<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool { { ($0 as! E) == ($1 as! E) } }
    return make(equatable)
  }
  return nil
}

/// The CPU time the calling thread has used.
func threadCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
