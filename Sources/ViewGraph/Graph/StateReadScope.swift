#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `@State` storages one node's last evaluation read, so that a write invalidates
/// exactly the bodies that read it (S8) without Observation's registrar.
///
/// Why not Observation for `@State`: its tracking hashes a key path per read and keeps
/// dictionaries per scope and per registrar, thousands of instructions for each body; the
/// graph owns both ends of a `@State` read, so a table of readers per storage, stamped
/// with the reader's generation, is exact and costs a dictionary insert. `@Observable`
/// models are still tracked through Observation (``ViewHost/tracking(_:_:)``).
///
/// It is also the node's handle for what outlives it (an observer registered on a model,
/// a state storage naming its owner): they hold the scope, and read a nil node once the
/// node is gone, without a weak reference (which would give every node a side table).
/// And it counts the node's evaluations: only nodes that run code (bodies, row closures)
/// have a scope, so the structural nodes of every row do without those two words.
///
/// Main thread only (hence `@unchecked Sendable`: an observer may carry the handle to
/// another thread, but the node is only looked up back on the main thread): a scope is current only on the thread evaluating a body, and every
/// table is touched from there (writes from other threads are carried to the main thread
/// before they reach the storage).
final class StateReadScope: @unchecked Sendable {
  /// The node reading; nil once it is gone. Unowned: the node detaches its scope in its
  /// deinit, which also removes the scope from every table that names it.
  private(set) unowned(unsafe) var node: Node?
  /// The node's generation: advanced by each evaluation and by the unmount; reads
  /// recorded in an older one are stale.
  @exclusivity(unchecked) private(set) var generation = 0
  /// How many times the node's `body` ran.
  @exclusivity(unchecked) var bodyEvaluationCount = 0
  /// The storages read since the last reset; each lists this scope as a reader.
  @exclusivity(unchecked) private var sources: [StateStorageBase] = []
  /// The storages read by the evaluation running now, registered when it ends: as with
  /// Observation, a body that writes what it read does not invalidate itself (S7).
  @exclusivity(unchecked) private var pending: [StateStorageBase] = []

  /// The storages of the node's properties, by slot (``Node/slots``): here rather than in
  /// the node, since only a node with storage needs them, and each storage already makes
  /// its owner a scope.
  @exclusivity(unchecked) var slots: [AnyObject] = []

  /// `node` is nil for a spare scope, given to a node by ``attach(to:)``.
  init(node: Node?) { self.node = node }

  /// Whether the last run read a `@State`.
  var hasReads: Bool { !sources.isEmpty }

  /// Makes this spare scope `node`'s, once code run under it for `node` read something.
  @MainActor func attach(to node: Node) {
    guard self.node == nil, node.readScope == nil else { return }
    self.node = node
    node.readScope = self
  }

  /// Forgets the reads of the last evaluation: before the next one, and when the node
  /// leaves the tree.
  func reset() {
    for source in sources { source.removeReader(self) }
    sources.removeAllKeepingBuffer()
  }

  /// Called by the node's deinit.
  func detach() {
    reset()
    // A storage names its owner through this scope: held here past the node, they would
    // hold each other.
    slots.removeAll()
    node = nil
  }

  func advanceGeneration() { generation &+= 1 }

  /// Runs `body` with this scope current on this thread, after forgetting the last reads.
  func run<T>(_ body: () -> T) -> T {
    reset()
    let outer = pthread_getspecific(StateReadScope.key)
    pthread_setspecific(StateReadScope.key, Unmanaged.passUnretained(self).toOpaque())
    let result = body()
    pthread_setspecific(StateReadScope.key, outer)
    guard !pending.isEmpty else { return result }
    // The reads become the sources, and the emptied sources buffer the next pending one:
    // the two arrays trade places instead of being allocated per evaluation.
    pending.removeAll { !$0.addReader(self) }
    swap(&sources, &pending)
    return result
  }

  func didRead(_ source: StateStorageBase) {
    // A body usually reads one value several times in a row.
    if pending.last === source { return }
    if pending.capacity == 0 { pending.reserveCapacity(4) }
    pending.append(source)
  }

  /// The scope of the evaluation running on this thread, if any.
  static var current: StateReadScope? {
    pthread_getspecific(key).map { Unmanaged<StateReadScope>.fromOpaque($0).takeUnretainedValue() }
  }

  // A thread-local slot: a body runs on the main thread, but a background thread may read
  // a `@State` at the same time and must not see the main thread's scope.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}

/// The readers of one `@State` storage, each with the generation it read in.
///
/// Most storages have one reader, their owner: it is kept inline, and a table is made
/// only for a value read by several views (a binding passed down a list).
struct StateReaders {
  private typealias Reader = (scope: Unmanaged<StateReadScope>, generation: Int)
  private var first: Reader?
  private var others: [ObjectIdentifier: Reader] = [:]

  /// Records `scope` as a reader; false when it already was, in this generation.
  mutating func add(_ scope: StateReadScope) -> Bool {
    let entry: Reader = (Unmanaged.passUnretained(scope), scope.generation)
    if let current = first, current.scope.toOpaque() == entry.scope.toOpaque() {
      first = entry
      return current.generation != scope.generation
    }
    if first == nil, others.isEmpty {
      first = entry
      return true
    }
    if let old = others.updateValue(entry, forKey: ObjectIdentifier(scope)) {
      return old.generation != scope.generation
    }
    return true
  }

  mutating func remove(_ scope: StateReadScope) {
    if let current = first, current.scope.toOpaque() == Unmanaged.passUnretained(scope).toOpaque() {
      first = nil
    } else if !others.isEmpty {
      others.removeValue(forKey: ObjectIdentifier(scope))
    }
  }

  /// The readers to invalidate, removed: each reads again when it re-evaluates.
  mutating func take() -> [(scope: StateReadScope, generation: Int)] {
    var taken: [(scope: StateReadScope, generation: Int)] = []
    if let first { taken.append((first.scope.takeUnretainedValue(), first.generation)) }
    first = nil
    guard !others.isEmpty else { return taken }
    taken += others.values.map { ($0.scope.takeUnretainedValue(), $0.generation) }
    others.removeAll()
    return taken
  }
}
