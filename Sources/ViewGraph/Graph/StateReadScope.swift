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
  /// Whether this scope tracks a `ForEach` row's closure rather than its node's body: a
  /// change then runs the closure again (``RowSource``).
  @exclusivity(unchecked) var isRowSource = false
  /// Whether the last run read a model through Observation (set by its change handler).
  @exclusivity(unchecked) var readModel = false
  /// The node's generation: advanced by each evaluation and by the unmount; reads
  /// recorded in an older one are stale.
  @exclusivity(unchecked) private(set) var generation = 0
  /// How many times the node's `body` ran.
  @exclusivity(unchecked) var bodyEvaluationCount = 0
  /// The storages read since the last reset; each lists this scope as a reader. The first
  /// two are held inline: most bodies read one or two (their own `@State`, a binding), and
  /// an array would be an allocation for every row of a list.
  @exclusivity(unchecked) private var firstSource: StateStorageBase?
  @exclusivity(unchecked) private var secondSource: StateStorageBase?
  @exclusivity(unchecked) private var moreSources: [StateStorageBase] = []

  /// The storages of the node's properties, by slot (``Node/slots``): here rather than in
  /// the node, since only a node with storage needs them, and each storage already makes
  /// its owner a scope.
  @exclusivity(unchecked) var slots = SlotList()

  /// `node` is nil for a spare scope, given to a node by ``attach(to:)``.
  init(node: Node?) { self.node = node }

  /// Whether the last run read a `@State`.
  var hasReads: Bool { firstSource != nil }

  /// Makes this spare scope `node`'s, once code run under it for `node` read something.
  @MainActor func attach(to node: Node) {
    guard self.node == nil, node.readScope == nil else { return }
    self.node = node
    node.readScope = self
  }

  /// Forgets the reads of the last evaluation: before the next one, and when the node
  /// leaves the tree.
  func reset() {
    guard let firstSource else { return }
    firstSource.removeReader(self)
    self.firstSource = nil
    guard let secondSource else { return }
    secondSource.removeReader(self)
    self.secondSource = nil
    for source in moreSources { source.removeReader(self) }
    moreSources.removeAllKeepingBuffer()
  }

  private func addSource(_ source: StateStorageBase) {
    if firstSource == nil {
      firstSource = source
    } else if secondSource == nil {
      secondSource = source
    } else {
      moreSources.append(source)
    }
  }

  /// Makes this scope, which tracked a row's closure, `node`'s row source scope.
  func attachRowSource(to node: Node) { self.node = node }

  /// Hands `warning` to its node's host, which raises it at its next update: raised where
  /// the write happened (another thread, no host running), it would only be printed.
  @MainActor func raiseAtNextUpdate(_ warning: RuntimeWarning) {
    node?.raiseAtNextUpdate(warning)
  }

  /// Looks its node up and invalidates it: its body, or its row closure.
  @MainActor func invalidateNode(generation: Int?, cause: ChangeCause) {
    guard let node else { return }
    if isRowSource {
      node.invalidateRowSource(generation: generation)
    } else {
      node.invalidate(generation: generation, cause: cause)
    }
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
    let outerStart = PendingReads.start
    let start = PendingReads.reads.count
    PendingReads.start = start
    let result = body()
    pthread_setspecific(StateReadScope.key, outer)
    PendingReads.start = outerStart
    guard PendingReads.reads.count > start else { return result }
    // Registered only now: as with Observation, a body that writes what it read does not
    // invalidate itself (S7). A storage read twice is registered once (`addReader`).
    for index in start..<PendingReads.reads.count where PendingReads.reads[index].addReader(self) {
      addSource(PendingReads.reads[index])
    }
    while PendingReads.reads.count > start { PendingReads.reads.removeLast() }
    return result
  }

  func didRead(_ source: StateStorageBase) {
    // A body usually reads one value several times in a row.
    if PendingReads.reads.count > PendingReads.start, PendingReads.reads.last === source { return }
    PendingReads.reads.append(source)
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

/// The storages read by the evaluations running now, registered when each ends: one buffer
/// for all of them rather than an array per scope. Evaluations nest (a body may mount a
/// host of its own), so each run's reads are those from `start` on.
///
/// Main thread only: a scope runs only there (``ViewHost`` is main-actor), and a read on
/// another thread finds no current scope (the slot is thread-local) and records nothing.
private enum PendingReads {
  @exclusivity(unchecked) nonisolated(unsafe) static var reads: [StateStorageBase] = []
  @exclusivity(unchecked) nonisolated(unsafe) static var start = 0
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
