@_spi(SwiftUI) import Observation

/// Mounts a view tree headlessly and keeps it up to date: the graph.
///
/// Mounting evaluates bodies recursively and installs each identity's storage. Writes to
/// anything a body read (an `@Observable` property, a `@State`, a value behind a
/// `@Binding`) mark exactly the nodes that read it; ``update()`` re-evaluates them, once
/// each, parents first.
///
/// ```swift
/// let host = ViewHost(SettingsScreen())
/// let store = host.root.descendants.lazy.compactMap { $0.value as? ProfileSection }.first?.store
/// store?.displayName = "Ada"
/// host.update()                      // ProfileSection re-evaluates; nothing else does
/// ```
@_spi(Inspection)
@MainActor
public final class ViewHost {
  /// When `@State` initial-value expressions run in this graph (S4).
  public let stateInitialization: StateInitialization
  /// The root view's node.
  public private(set) var root: Node!
  /// Receives the runtime warnings raised while this host works (mounting, updating, or
  /// inside ``perform(_:)``). When nil, warnings go to ``RuntimeWarning/fallbackHandler``.
  public var warningHandler: ((RuntimeWarning) -> Void)?
  /// How many levels of the app's views may nest before the graph stops and reports it:
  /// far beyond real UIs, and a finite thread of replies 9,000 levels deep mounts. Built-in
  /// views between them do not count, up to 16 nodes a level on average. A view that
  /// contains an equal copy of itself is reported long before, as endless.
  // Unchecked: read by every node's evaluation; set by the test before it drives the host.
  @exclusivity(unchecked) public var maximumDepth = 10_000
  /// Whether reaching ``maximumDepth`` was reported: once per host, not once per node.
  var depthLimitReported = false
  /// How many rounds of invalidation one ``update()`` runs before it reports that the
  /// views do not settle (a state write that always causes another).
  public var maximumUpdateRounds = 100

  @exclusivity(unchecked) private var dirtyNodes: [Node] = []
  private var pendingEffects: [@MainActor () -> Void] = []
  private var pendingDisappearances: [@MainActor () -> Void] = []
  private var deferredWarnings: [RuntimeWarning] = []
  @exclusivity(unchecked) private var isUpdating = false
  /// What this host tallies for inspection tools only (HostLedgers.swift).
  @exclusivity(unchecked) var ledgers = HostLedgers()

  /// What nodes hold to reach their host: one per host, cleared when the host goes away.
  /// A weak reference per node would cost an atomic load on every access.
  final class Handle {
    // Unchecked: read by every node on every step (`node.host`); written only by the host,
    // at its init and deinit, on the main thread.
    @exclusivity(unchecked) fileprivate(set) unowned(unsafe) var host: ViewHost?
  }

  /// The handle this host's nodes hold; pointed at the host once it is initialised. (Not a
  /// lazy var: each node reads it as it is made, and a lazy var's getter is an access the
  /// runtime checks for exclusivity.)
  let handle = Handle()

  isolated deinit {
    handle.host = nil
    // An undo handler that captures its manager (the usual way to register a redo) keeps
    // the manager alive through its own stack: the window's stack goes with the window.
    ownWindow?.undoManager.removeAllActions()
  }

  /// The window this host made, when its environment brought none.
  private var ownWindow: HostWindow?

  /// Hosts whose operation is running, innermost last; warnings go to the last one.
  @exclusivity(unchecked) static var active: [ViewHost] = []
  @exclusivity(unchecked) private nonisolated(unsafe) static var bodyDepth = 0

  /// Mounts `rootView`.
  ///
  /// - Parameters:
  ///   - rootView: The view to mount.
  ///   - stateInitialization: When `@State` initial values are evaluated (S4).
  ///   - environment: The environment the root view sees.
  ///   - warningHandler: Receives the warnings raised while mounting and later.
  /// - Complexity: O(n) in the number of views mounted.
  public init<Root: View>(
    _ rootView: Root, stateInitialization: StateInitialization = .eager,
    environment: EnvironmentValues = EnvironmentValues(),
    warningHandler: ((RuntimeWarning) -> Void)? = nil
  ) {
    self.stateInitialization = stateInitialization
    self.warningHandler = warningHandler
    handle.host = self
    // The views of one host share one window (its undo manager, the windows they ask for).
    var environment = environment
    if environment.hostWindow == nil {
      let window = HostWindow()
      environment.hostWindow = window
      ownWindow = window
    }
    perform {
      let node = Node.make(
        rootView, component: .root, parent: nil, host: self, environment: environment)
      root = node
      node.evaluate()
      drain()
    }
  }

  /// Whether the host is applying updates now: evaluating bodies, running `onAppear`,
  /// `onChange` and `onDisappear`. A test's call made from in there is misplaced.
  public var isApplyingUpdates: Bool { isUpdating }

  /// True when some view was invalidated and ``update()`` has work to do.
  public var needsUpdate: Bool {
    !dirtyNodes.isEmpty || !pendingEffects.isEmpty || !pendingDisappearances.isEmpty
  }

  /// Applies pending invalidations: re-evaluates every invalidated body once, parents
  /// first, then runs the lifecycle callbacks (`onAppear`, `onChange`, `onDisappear`)
  /// that this caused, and repeats while those invalidate more.
  ///
  /// - Complexity: O(k log k + m) for k invalidated nodes and m nodes whose inputs
  ///   changed; it never walks the rest of the tree.
  public func update() {
    perform {
      raiseDeferredWarnings()
      ExternalChangeSources.pollAll()
      drain()
    }
  }

  /// Marks a node for re-evaluation, as if something its body read had changed.
  /// ``update()`` applies it. Use it on the root to simulate a parent re-render.
  ///
  /// - Complexity: O(1).
  public func invalidate(_ node: Node) { markDirty(node) }

  /// Runs `body` with this host's warning routing and `@State` mode in force; use it for
  /// work done on the host's behalf (a button action, a binding write).
  public func perform<T>(_ body: () throws -> T) rethrows -> T {
    ViewHost.active.append(self)
    defer { ViewHost.active.removeLast() }
    if StateInitialization.current == stateInitialization { return try body() }
    return try StateInitialization.$current.withValue(stateInitialization) { try body() }
  }

  /// How many times bodies of `type` ran in this host since it mounted, all identities.
  ///
  /// - Complexity: O(1).
  public func bodyEvaluationCount(of type: Any.Type) -> Int { ledgers.bodyEvaluationCount(of: type) }

  /// Body evaluations per view type since mount, including types no longer mounted,
  /// sorted by name.
  ///
  /// - Complexity: O(t) in the number of view types that evaluated a body.
  public var bodyEvaluations: [BodyEvaluations] { ledgers.bodyEvaluations }

  /// Eagerly evaluated `@State` initial values that were thrown away, per view type and
  /// property (S4, eager mode).
  public var discardedInitialValues: [DiscardedInitialValues] { ledgers.discardedInitialValues }

  /// How many eagerly evaluated `@State` initial values were thrown away because their
  /// identity already had storage, by view type (S4, eager mode).
  public func discardedInitialValueCount(of type: Any.Type) -> Int {
    ledgers.discardedInitialValueCount(of: type)
  }

  /// Tears the whole tree down, running `onDisappear` and cancelling tasks.
  public func unmount() {
    perform {
      root.unmount()
      drain()
    }
  }

  // MARK: - Internal

  func markDirty(_ node: Node) {
    // Dirty for more than its row closure now (RowSource.swift).
    if let source = node.extras?.rowSource { source.dirtiesOnlyRow = false }
    guard !node.isDirty, node.isMounted else { return }
    node.isDirty = true
    dirtyNodes.append(node)
  }

  func enqueueEffect(_ effect: @escaping @MainActor () -> Void) { pendingEffects.append(effect) }

  func enqueueDisappearance(_ effect: @escaping @MainActor () -> Void) {
    pendingDisappearances.append(effect)
  }

  func recordBodyEvaluation(of node: Node) { ledgers.recordBodyEvaluation(of: node) }

  func recordDiscardedInitialValue(
    in node: Node, property: String, valueType: Any.Type, constructionTime: Duration
  ) {
    ledgers.recordDiscardedInitialValue(
      in: node, property: property, valueType: valueType, constructionTime: constructionTime)
  }

  /// Keeps `warning`, raised where no host was running (another thread), for the next
  /// ``update()``: its handler then sees it as the test's operation's. One of each.
  func raiseAtNextUpdate(_ warning: RuntimeWarning) {
    if !deferredWarnings.contains(warning) { deferredWarnings.append(warning) }
  }

  private func raiseDeferredWarnings() {
    guard !deferredWarnings.isEmpty else { return }
    let warnings = deferredWarnings
    deferredWarnings.removeAll()
    for warning in warnings { RuntimeWarning.raise(warning.kind, warning.message) }
  }

  func report(_ warning: RuntimeWarning) {
    ViewHost.active.append(self)
    defer { ViewHost.active.removeLast() }
    RuntimeWarning.raise(warning.kind, warning.message)
  }

  @exclusivity(unchecked) private var workStack: [WorkItem] = []
  /// An empty buffer with capacity, lent to each child visit for the work it collects.
  @exclusivity(unchecked) private var spareWork: [(Node, PendingWork)] = []

  func takeWorkBuffer() -> [(Node, PendingWork)] {
    var buffer: [(Node, PendingWork)] = []
    swap(&buffer, &spareWork)
    return buffer
  }

  func returnWorkBuffer(_ buffer: inout [(Node, PendingWork)]) {
    buffer.removeAllKeepingBuffer()
    if buffer.capacity > spareWork.capacity { swap(&buffer, &spareWork) }
  }
  /// An empty buffer with capacity, lent to each install for the environment dependencies
  /// it collects.
  @exclusivity(unchecked) private var spareDependencies: [EnvironmentDependency] = []

  func takeDependencyBuffer() -> [EnvironmentDependency] {
    var buffer: [EnvironmentDependency] = []
    swap(&buffer, &spareDependencies)
    return buffer
  }

  func returnDependencyBuffer(_ buffer: inout [EnvironmentDependency]) {
    buffer.removeAllKeepingBuffer()
    if buffer.capacity > spareDependencies.capacity { swap(&buffer, &spareDependencies) }
  }
  /// The state families keep once per host (HostService.swift).
  var services: [ObjectIdentifier: AnyObject] = [:]

  /// Runs `pending` on `node` and all the work it causes below, from an explicit stack:
  /// a tree thousands of levels deep needs no more thread stack than a flat one.
  func run(_ pending: PendingWork, on node: Node) {
    ViewHost.run(pending, on: node, stack: &workStack)
  }

  /// ``run(_:on:)`` while a node's evaluation is under way: a `ForEach` evaluates each row
  /// as soon as it reports it, when the row's node and element are still in the cache,
  /// rather than after all of them (ten thousand rows later). The work stack is in use by
  /// the evaluation that called, so this runs from a stack of its own, kept for reuse.
  func runNow(_ pending: PendingWork, on node: Node) {
    var stack = spareStacks.popLast() ?? []
    ViewHost.run(pending, on: node, stack: &stack)
    spareStacks.append(stack)
  }

  @exclusivity(unchecked) private var spareStacks: [[WorkItem]] = []

  /// Empty buffers with capacity, lent to child visits for the children they collect;
  /// visits nest (a list's rows are evaluated during its visit), so there is one a level.
  @exclusivity(unchecked) private var spareChildBuffers: [[Node]] = []

  func takeChildBuffer() -> [Node] { spareChildBuffers.popLast() ?? [] }

  /// Takes back a buffer whose children went elsewhere (a list with leaves).
  func returnChildBuffer(_ buffer: inout [Node]) {
    buffer.removeAllKeepingBuffer()
    var returned: [Node] = []
    swap(&returned, &buffer)
    spareChildBuffers.append(returned)
  }

  /// The children a visit collected in `buffer`, as their parent keeps them; the buffer
  /// goes back to be lent again, unless the parent keeps it as its array.
  func childList(from buffer: inout [Node]) -> ChildList {
    // Given away when it fits the children (a list's rows); copied when it is far larger,
    // grown by an earlier visit, so a node never holds another's spare capacity.
    if buffer.count > 1, buffer.capacity <= 2 * buffer.count {
      var kept: [Node] = []
      swap(&kept, &buffer)
      return ChildList(kept)
    }
    let list = buffer.count > 1 ? ChildList(Array(buffer[...])) : ChildList(buffer)
    buffer.removeAllKeepingBuffer()
    spareChildBuffers.append(buffer)
    return list
  }

  private static func run(_ pending: PendingWork, on node: Node, stack: inout [WorkItem]) {
    let base = stack.count
    switch pending {
    case .none: return
    case .evaluate: stack.append(.evaluate(node))
    case .propagateEnvironment: stack.append(.propagateEnvironment(node))
    }
    while stack.count > base {
      switch stack.removeLast() {
      case .evaluate(let node):
        // A node torn down after its work was queued (its parent re-evaluated) is skipped.
        if node.isMounted { node.evaluateStep(into: &stack) }
      case .propagateEnvironment(let node):
        if node.isMounted { node.propagateEnvironmentStep(into: &stack) }
      case .didEvaluateChildren(let node):
        node.didEvaluateChildren()
      }
    }
  }

  /// Runs `work` under observation tracking on behalf of `node`. `namingChanges`: whether
  /// a change must say which property it was, for the causes of a body's next evaluation.
  func tracking<T>(_ node: Node, namingChanges: Bool = true, _ work: () -> T) -> T {
    guard namingChanges else {
      // Row closures and presented content: their causes are never shown, and this form
      // installs nothing when `work` read no model, as most of them do; the willSet form
      // makes its tracking state for every run. A node without a scope runs under a
      // spare one and keeps it only if it read something: the row of a list whose
      // closure reads nothing is spared the object.
      if let scope = node.readScope { return trackingUserCode(work, in: scope, adoptedBy: nil) }
      let scope = spareScope ?? StateReadScope(node: nil)
      spareScope = nil  // taken while in use: the work may track other nodes' code
      let result = trackingUserCode(work, in: scope, adoptedBy: node)
      if scope.node == nil { spareScope = scope }
      return result
    }
    let scope = node.handle
    let generation = scope.generation
    // `@State` reads are recorded by the graph itself (StateReadScope.swift); `@Observable`
    // ones through Observation's willSet form (the one SwiftUI uses): it also says which
    // property changed, for the causes of the next evaluation. It fires once: the first
    // change invalidates, and the next evaluation tracks afresh (S33). The willSet-only
    // form: given a didSet too, Observation registers a second observer per model read.
    return scope.run {
      withObservationTracking(
        work,
        willSet: { [scope] tracking in
          tracking.cancel()
          Node.dependencyChanged(
            scope, generation: generation, cause: nil, changedKeyPath: tracking.changed)
        })
    }
  }

  /// Runs a `ForEach` row's closure under `existing`, the row's own scope, or a spare one;
  /// returns what it made and the scope when it read something (the row keeps it), else
  /// nil (a spare scope goes back to be lent again).
  func trackingRowClosure<T>(
    in existing: StateReadScope?, _ work: () -> T
  ) -> (result: T, scope: StateReadScope?) {
    let scope = existing ?? spareScope ?? StateReadScope(node: nil)
    if existing == nil { spareScope = nil }  // taken while in use: the closure may mount rows
    scope.advanceGeneration()
    scope.readModel = false
    let generation = scope.generation
    // A state write in the closure is a write during an update, like one in a body (S7).
    let result = scope.run {
      withObservationTracking(
        { evaluatingBody(work) }, onChange: ViewHost.rowChangeHandler(scope, generation))
    }
    if scope.hasReads || scope.readModel { return (result, scope) }
    if existing == nil { spareScope = scope }
    return (result, nil)
  }

  private static func rowChangeHandler(
    _ scope: StateReadScope, _ generation: Int
  ) -> @Sendable () -> Void {
    scope.readModel = true
    return { [scope] in Node.dependencyChanged(scope, generation: generation) }
  }

  /// A read scope that no node holds, lent to user code that usually reads nothing
  /// (``tracking(_:namingChanges:_:)``).
  @exclusivity(unchecked) private var spareScope: StateReadScope?

  /// Runs `work` under `scope`; a spare scope is given to `adopter` once `work` read a
  /// `@State` or a model through it.
  private func trackingUserCode<T>(
    _ work: () -> T, in scope: StateReadScope, adoptedBy adopter: Node?
  ) -> T {
    let generation = scope.generation
    let result = scope.run {
      // The change handler is made only when `work` read a model.
      withObservationTracking(
        work, onChange: ViewHost.changeHandler(scope, generation, adoptedBy: adopter))
    }
    if let adopter, scope.hasReads { scope.attach(to: adopter) }
    return result
  }

  private static func changeHandler(
    _ scope: StateReadScope, _ generation: Int, adoptedBy adopter: Node?
  ) -> @Sendable () -> Void {
    if let adopter { scope.attach(to: adopter) }
    return { [scope] in Node.dependencyChanged(scope, generation: generation) }
  }

  /// Runs a body evaluation, so that state writes inside it can be reported (S7).
  func evaluatingBody<T>(_ work: () -> T) -> T {
    ViewHost.bodyDepth += 1
    defer { ViewHost.bodyDepth -= 1 }
    return work()
  }

  /// Whether a body is being evaluated on the main thread right now.
  nonisolated static var isEvaluatingBody: Bool {
    isOnMainActor() && bodyDepth > 0
  }

  /// Runs `body` as a transaction of its own, as `withAnimation` does in SwiftUI (S236): the
  /// writes already made are evaluated first, and `body`'s writes are evaluated when it
  /// ends, so `onChange` sees each step. Lifecycle actions still run after the whole
  /// action. Off the main thread, or with no host at work, `body` just runs.
  nonisolated static func inOwnTransaction<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard isOnMainActor(), !isEvaluatingBody else { return try body() }
    let host = MainActor.assumeIsolated { active.last }
    MainActor.assumeIsolated { host?.evaluateInvalidated() }
    let result = try body()
    MainActor.assumeIsolated { host?.evaluateInvalidated() }
    return result
  }

  /// Evaluates the invalidated nodes, parents first, leaving lifecycle actions queued.
  private func evaluateInvalidated() {
    // Bounded as an update is: views that keep invalidating each other are reported by
    // the update that follows the action.
    var rounds = 0
    while !dirtyNodes.isEmpty && rounds < maximumUpdateRounds {
      rounds += 1
      let batch = dirtyNodes.sorted { $0.depth < $1.depth }
      dirtyNodes.removeAll(keepingCapacity: true)
      for node in batch where node.isDirty && node.isMounted { node.evaluate() }
    }
  }

  private func drain() {
    guard !isUpdating else { return }
    isUpdating = true
    defer { isUpdating = false }
    var rounds = 0
    while needsUpdate {
      rounds += 1
      if rounds > maximumUpdateRounds {
        let names = Set(dirtyNodes.map(\.nearestUserViewName)).sorted().joined(separator: ", ")
        for node in dirtyNodes { node.isDirty = false }
        dirtyNodes.removeAll()
        pendingEffects.removeAll()
        report(
          RuntimeWarning(
            .updateDidNotSettle,
            "Views kept invalidating each other for \(maximumUpdateRounds) update rounds "
              + "(\(names)); a state write in onAppear/onChange probably causes another."))
        return
      }
      if !dirtyNodes.isEmpty {
        let batch = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll(keepingCapacity: true)
        for node in batch where node.isDirty && node.isMounted { node.evaluate() }
        // What the evaluation itself invalidated (a navigation stack that learnt its
        // destinations from the content it just mounted) belongs to the same update: it is
        // finished before any lifecycle action runs, as one SwiftUI transaction would be.
        if !dirtyNodes.isEmpty { continue }
      }
      // New identities appear before the old ones disappear (S47).
      let effects = pendingEffects + pendingDisappearances
      pendingEffects.removeAll()
      pendingDisappearances.removeAll()
      for effect in effects { effect() }
    }
  }
}
