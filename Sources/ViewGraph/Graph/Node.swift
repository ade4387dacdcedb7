/// One mounted view identity: its current view value (with storage installed), its owned
/// storage, its environment and its children.
///
/// Nodes are created and destroyed by the graph; tests read them (through an inspection tool or
/// directly) to see what is mounted:
///
/// ```swift
/// let host = ViewHost(SettingsScreen())
/// for node in host.root.descendants where node.isComposite {
///   print(node.typeName, node.bodyEvaluationCount)
/// }
/// ```
@_spi(Inspection)
@MainActor
public class Node {
  /// Where this node sits below its parent.
  public let component: IdentityComponent
  // The flags and the depth sit in the word the component leaves unused: a class lays
  // its fields out in declaration order, and a lone Bool between words costs a word.
  /// False once the identity has left the tree.
  @exclusivity(unchecked) public internal(set) var isMounted = true
  @exclusivity(unchecked) var isDirty = false
  /// Whether the node's environment dependencies are its type's shared list
  /// (``environmentDependencies``).
  @exclusivity(unchecked) private var sharesTypeDependencies = false
  /// Whether leaf children held by value became nodes since the last child visit began
  /// (``materializeLeaves()``): a visit then finds its leaves in the list as it is now.
  @exclusivity(unchecked) var materializedLeavesDuringVisit = false
  private let storedDepth: Int32
  /// The type of the view value.
  public var viewType: Any.Type { info.type }
  /// The view type's name without module prefix or generic noise, e.g. `SettingsScreen`.
  public var typeName: String { info.typeName }
  /// The parent node; nil for the root.
  // Not weak: a weak reference gives every parent a side table (an allocation, and slower
  // reference counting for its whole life). A mounted node's parent holds it, so the
  // parent is alive while the child is reachable through the tree; a parent that goes
  // away first clears this in its deinit, and an unmounted node keeps its parent alive
  // through `keptParent`, so the pointer never dangles.
  // Unchecked: written only by the graph, on the main thread (and by a deinit taking a
  // subtree apart); a checked access costs each node two runtime calls.
  @exclusivity(unchecked) nonisolated(unsafe) public private(set) unowned(unsafe) var parent: Node?
  /// The mounted children, in order.
  nonisolated public internal(set) var children: [Node] {
    get {
      // Leaves held by value become the nodes they stand for, once (ChildList.swift).
      if !childList.hasOnlyNodes { MainActor.assumeIsolated { materializeLeaves() } }
      return childList.nodes
    }
    set { childList = ChildList(newValue) }
  }
  /// The children as the node keeps them (ChildList.swift): most nodes have one.
  // Nonisolated so that deinit can take the subtree apart without an executor check per
  // node; only the main thread touches it.
  @exclusivity(unchecked) nonisolated(unsafe) var childList = ChildList()
  /// How many times this identity's `body` ran (composite views only).
  public var bodyEvaluationCount: Int { readScope?.bodyEvaluationCount ?? 0 }
  /// The environment this view reads.
  @exclusivity(unchecked) public internal(set) var environment: EnvironmentValues

  /// The view type's identity, for matching children by type.
  var typeID: ObjectIdentifier { info.typeID }
  // Weak: a node can outlive its host only through a callback that fires late; such a
  // callback must find no host rather than crash.
  private let hostHandle: ViewHost.Handle
  /// The host driving this node; only read while the host is evaluating it.
  var host: ViewHost { hostHandle.host.unsafelyUnwrapped }
  /// The host, or nil once it is gone (a tree inspected after its host was released).
  var hostIfPresent: ViewHost? { hostHandle.host }
  /// How many ancestors this node has.
  package var depth: Int { Int(storedDepth) }
  /// The environment the children get: this node's own, unless it writes some (an
  /// `.environment(…)` modifier), and then its last output, kept in its extras. Few nodes
  /// write the environment, and every other node of every row is spared the word.
  var childEnvironment: EnvironmentValues { extras?.childEnvironment ?? environment }
  /// The storages of this identity's properties (`@State`…), by slot. Kept by the read
  /// scope, which every node with storage has (a storage names its owner through it): the
  /// structural nodes of every row are spared the word.
  var slots: SlotList {
    get { readScope?.slots ?? SlotList() }
    _modify { yield &handle.slots }
  }
  /// Counts this identity's evaluations and its unmount; a read recorded in an older
  /// generation is stale. Kept by the read scope: a node without one has no reads to
  /// invalidate, and the structural nodes of every row are spared the word.
  var generation: Int { readScope?.generation ?? 0 }
  /// What a change of environment is checked against (S28): the dependencies of the
  /// node's `@Environment` properties and of the styles it read. The nodes of a type mostly
  /// collect the very same list, which its record keeps; a node with another list keeps it
  /// in its extras. Every node of every row is spared the word.
  var environmentDependencies: [EnvironmentDependency] {
    sharesTypeDependencies ? info.environmentDependencies : (extras?.environmentDependencies ?? [])
  }

  /// Forgets the node's environment dependencies (before it collects them again).
  func clearEnvironmentDependencies() {
    sharesTypeDependencies = false
    if let extras, !extras.environmentDependencies.isEmpty {
      extras.environmentDependencies.removeAllKeepingBuffer()
    }
  }

  /// Adds a dependency to the node's own list (a style it read while visiting children).
  func appendEnvironmentDependency(_ dependency: EnvironmentDependency) {
    let extras = extrasForWriting
    if sharesTypeDependencies {
      sharesTypeDependencies = false
      extras.environmentDependencies = info.environmentDependencies
    }
    extras.environmentDependencies.append(dependency)
  }

  /// Makes `collected` the node's environment dependencies: the type's shared list when
  /// they are the same objects (they are shared, ``EnvironmentDependency/shared(for:property:_:)``),
  /// else a list of its own.
  func adoptEnvironmentDependencies(_ collected: [EnvironmentDependency]) {
    if collected.isEmpty {
      clearEnvironmentDependencies()
      return
    }
    if info.environmentDependencies.isEmpty {
      // The first of its type with any: its list becomes the type's (a copy: `collected`
      // is a buffer the host lends again).
      var kept: [EnvironmentDependency] = []
      kept.reserveCapacity(collected.count)
      kept.append(contentsOf: collected)
      info.environmentDependencies = kept
    }
    if Self.areSame(collected, info.environmentDependencies) {
      if !sharesTypeDependencies {
        clearEnvironmentDependencies()
        sharesTypeDependencies = true
      }
      return
    }
    sharesTypeDependencies = false
    let extras = extrasForWriting
    extras.environmentDependencies.removeAllKeepingBuffer()
    extras.environmentDependencies.append(contentsOf: collected)
  }

  private static func areSame(_ lhs: [EnvironmentDependency], _ rhs: [EnvironmentDependency]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices where lhs[index] !== rhs[index] { return false }
    return true
  }
  /// State a primitive modifier keeps per identity (a running task, a last value).
  @exclusivity(unchecked) var modifierState: AnyObject?
  /// What few nodes need, made on first use (NodeExtras.swift): a node is mounted per
  /// view in every row of every list, so each word it holds is paid thousands of times.
  // Also read from deinit (a row's closure scope), which is nonisolated; only the main
  // thread touches it.
  @exclusivity(unchecked) nonisolated(unsafe) var extras: NodeExtras?
  /// This node's read scope and handle, made on first use (StateReadScope.swift).
  var handle: StateReadScope {
    if let readScope { return readScope }
    let scope = StateReadScope(node: self)
    readScope = scope
    return scope
  }
  /// The `@State` storages the last tracked evaluation read; made on the first one.
  // Also reset from deinit, which is nonisolated; only the main thread touches it.
  @exclusivity(unchecked) nonisolated(unsafe) var readScope: StateReadScope?

  /// What the graph knows about the view type (TypeInfo.swift).
  let info: TypeInfo

  init(
    info: TypeInfo, component: IdentityComponent, parent: Node?, hostHandle: ViewHost.Handle,
    environment: EnvironmentValues
  ) {
    self.info = info
    self.component = component
    self.parent = parent
    self.hostHandle = hostHandle
    self.storedDepth = Int32(truncatingIfNeeded: (parent?.depth ?? -1) + 1)
    self.environment = environment
  }

  /// Makes the node of the view at `address`, whose type's record is `info`; called through
  /// `info.nodeClass`, so the caller need not name the generic node class.
  required init(
    viewAt address: UnsafeRawPointer, info: TypeInfo, component: IdentityComponent,
    parent: Node?, hostHandle: ViewHost.Handle, environment: EnvironmentValues
  ) {
    fatalError("abstract")
  }

  /// Mounts `view` as a new node; `info` is its type's record, when the caller has it.
  /// The view is moved into the node, not copied: a copy retains every reference the
  /// view holds, and the caller's value would then release them all.
  static func make<V: View>(
    _ view: consuming V, info: TypeInfo? = nil, component: IdentityComponent, parent: Node?,
    host: ViewHost, environment: EnvironmentValues
  ) -> Node {
    let info = info ?? typeInfo(V.self)
    // The record's node class is `TypedNode<V>`: read from it, not looked up by name.
    let nodeClass = unsafeBitCast(info.nodeClass.unsafelyUnwrapped, to: TypedNode<V>.Type.self)
    return nodeClass.init(
      view: view, info: info, component: component, parent: parent, hostHandle: host.handle,
      environment: environment)
  }

  /// The mounted view value; its wrappers read this identity's installed storage.
  public var value: Any { fatalError("abstract") }

  /// True for views with a `body` (yours), false for primitives (stacks, controls,
  /// modifiers).
  public var isComposite: Bool { info.isComposite }

  /// True for the composite views of the app under test, false for primitives and for
  /// composite views internal to ViewGraph or an inspection tool.
  public var isUserView: Bool {
    isComposite && !(viewType is any _GraphInternalView.Type) && !(viewType is any BuiltInCompositeView.Type)
  }

  /// The string this view shows, if it is a `Text`.
  public var text: String? { nil }

  /// The stored properties of the view value, with what each holds and whether the view
  /// owns it.
  public var properties: [PropertyDescription] { fatalError("abstract") }

  /// Why this view is not rendered (a missing environment object), if it is not.
  public var renderingFailure: RuntimeWarning? { suspension }

  /// This node and every node below it, depth first.
  ///
  /// - Complexity: O(n) in the size of the subtree.
  public var descendants: [Node] {
    var result: [Node] = []
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      result.append(node)
      node.materializeLeaves()
      node.childList.push(onto: &stack, reversed: true)
    }
    return result
  }

  /// The first node of ``descendants`` that satisfies `predicate`, found without listing
  /// the rest of the subtree: only the nodes visited before it have their leaves made
  /// nodes, where listing the subtree makes a node of every leaf in it.
  ///
  /// ```swift
  /// let screen = host.root.firstDescendant { $0.viewType == SettingsScreen.self }
  /// ```
  ///
  /// - Complexity: O(k) in the nodes that precede the match, depth first.
  public final func firstDescendant(where predicate: (Node) throws -> Bool) rethrows -> Node? {
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if try predicate(node) { return node }
      node.materializeLeaves()
      node.childList.push(onto: &stack, reversed: true)
    }
    return nil
  }

  /// Makes nodes of the leaf children held by value (a row's texts), in place: what shows
  /// the tree shows every view as a node, and the same one each time.
  func materializeLeaves() {
    guard !childList.hasOnlyNodes else { return }
    childList.materializeLeaves { makeNode(for: $0) }
    materializedLeavesDuringVisit = true
  }

  /// The node a leaf child held by value stands for, as its mount would have made it: a
  /// leaf's evaluation does nothing, and its environment is the one this node hands down.
  /// A stack held by value is visited as its mount would have: its children, held by
  /// value in turn, become nodes as they are inspected.
  func makeNode(for leaf: LeafChild) -> Node {
    let node = leaf.withValue { address in
      leaf.info.nodeClass.unsafelyUnwrapped.init(
        viewAt: address, info: leaf.info, component: leaf.component, parent: self,
        hostHandle: hostHandle, environment: childEnvironment)
    }
    if leaf.info.valueHeight != 0 { node.visitInertChildren() }
    return node
  }

  /// Whether this node's children may be held by value, when a child stands for `height`
  /// levels of views below itself (``TypeInfo/valueHeight``): their evaluation would do
  /// nothing. One that reaches the host's depth limit would report it, so it gets a node.
  func childrenStayValues(height: Int) -> Bool {
    depth + 1 + height < hostIfPresent?.maximumDepth ?? .max
  }

  /// The identity path from the root: `SettingsScreen > body: Form > [0]: ProfileSection`.
  public var identity: String {
    var parts: [String] = []
    var current: Node? = self
    while let node = current {
      parts.append(node.component == .root ? node.typeName : "\(node.component): \(node.typeName)")
      current = node.parent
    }
    return parts.reversed().joined(separator: " > ")
  }

  /// Re-evaluates this node and everything below it that needs it, to completion.
  func evaluate() { host.run(.evaluate, on: self) }

  /// One step of an evaluation: this node's body or children, with the children's work
  /// pushed on the host's work stack rather than done by recursion.
  func evaluateStep(into work: inout [WorkItem]) { fatalError("abstract") }
  func propagateEnvironmentStep(into work: inout [WorkItem]) { fatalError("abstract") }
  /// Runs after every node below was evaluated (a child's onAppear before its ancestor's).
  func didEvaluateChildren() {}
  /// Mounts the children of a stack held by value until now (``InertContainer``): all its
  /// visit does. Works without the host, whose evaluation steps it does not need.
  func visitInertChildren() {}
  func receiveEnvironment(_ environment: EnvironmentValues) -> PendingWork { fatalError("abstract") }
  /// The parent re-evaluated and produced the view at `address` (of this node's type) for
  /// this identity.
  func receive(viewAt address: UnsafeRawPointer, environment: EnvironmentValues) -> PendingWork {
    fatalError("abstract")
  }

  func suspend(_ kind: RuntimeWarning.Kind, _ message: String) {
    suspension = RuntimeWarning(kind, message)
  }

  // Releasing a deep tree would chain one deinit inside the next; take the subtree apart
  // from an explicit stack instead. Nodes are released on the main actor (the graph holds
  // them); elsewhere the default release is left to run.
  deinit {
    // Storages and observers must not keep naming a node that is gone.
    readScope?.detach()
    extras?.rowSource?.scope.detach()
    guard !childList.isEmpty, isOnMainActor() else {
      childList.forEachNode { $0.parent = nil }
      return
    }
    var stack = childList.nodes
    childList = ChildList()
    while let node = stack.popLast() {
      node.parent = nil
      node.childList.push(onto: &stack)
      node.childList = ChildList()
    }
  }

  /// Tears this identity and its subtree down, deepest first, without recursion: children
  /// are cut from their parents bottom-up, so releasing a deep tree never chains deinits.
  func unmount() {
    var order: [Node] = []
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      order.append(node)
      node.childList.push(onto: &stack, reversed: true)
    }
    for node in order.reversed() {
      node.childList = ChildList()
      if let parent = node.parent { node.extrasForWriting.keptParent = parent }
      node.isMounted = false
      node.readScope?.advanceGeneration()
      node.willUnmount()
      node.readScope?.slots.removeAll()
      node.readScope?.reset()
      if let source = node.rowSource {
        source.scope.advanceGeneration()
        source.scope.reset()
      }
      node.clearEnvironmentDependencies()
      node.modifierState = nil
    }
  }

  func willUnmount() {}

  /// Called when something a body read changed: an `@Observable` property, a `@State`, an
  /// `ObservableObject`. `generation` is nil for subscriptions that outlive evaluations.
  /// `cause` names what changed when the caller knows (an observed object's property);
  /// otherwise the state being written, or `@dependencies`.
  nonisolated static func dependencyChanged(
    _ handle: StateReadScope, generation: Int?, cause: ChangeCause? = nil,
    changedKeyPath: AnyKeyPath? = nil
  ) {
    // A change of an @Observable property names it.
    let observed: ChangeCause? = changedKeyPath.map { .observed($0) }
    guard isOnMainActor() else {
      // A write from another thread: the node is looked up on the main actor, where it is
      // torn down, so a node going away meanwhile is simply not found.
      // Counted until it lands, so settle() waits for it.
      let cause = cause ?? observed ?? .dependencies
      MainActorHops.enqueueOnMainActor { handle.invalidateNode(generation: generation, cause: cause) }
      return
    }
    MainActor.assumeIsolated {
      let cause =
        cause ?? StateWriteContext.current.map { .state($0) } ?? observed ?? .dependencies
      handle.invalidateNode(generation: generation, cause: cause)
    }
  }

  /// Hands `warning` to this node's host for its next update, while mounted.
  func raiseAtNextUpdate(_ warning: RuntimeWarning) {
    guard isMounted, let host = hostHandle.host else { return }
    host.raiseAtNextUpdate(warning)
  }

  func invalidate(generation expected: Int?, cause: ChangeCause) {
    guard isMounted, let host = hostHandle.host else { return }
    if let expected, expected != generation { return }  // a stale tracking scope
    noteCause(cause)
    host.markDirty(self)
  }
}

/// What a node needs after its parent handed it a new value or environment.
enum PendingWork {
  case none
  case evaluate
  case propagateEnvironment
}

/// One entry of the host's work stack.
enum WorkItem {
  case evaluate(Node)
  case propagateEnvironment(Node)
  case didEvaluateChildren(Node)

  /// Pushes children's work so that the first child is done first.
  @MainActor static func push(_ pending: [(Node, PendingWork)], onto work: inout [WorkItem]) {
    for (node, next) in pending.reversed() {
      switch next {
      case .none: break
      case .evaluate: work.append(.evaluate(node))
      case .propagateEnvironment: work.append(.propagateEnvironment(node))
      }
    }
  }
}

/// A node for views of type `V`.
///
/// The graph reaches it through `Node`'s overridden methods, so the work on `V` runs with
/// `V` known from the node's own class; everything else it needs comes from the
/// non-generic ``TypeInfo``.
final class TypedNode<V: View>: Node {
  // Unchecked: the graph is the only writer, on the main actor, and passes the view by
  // address to its type's closures on every evaluation.
  @exclusivity(unchecked) var view: V

  required init(
    viewAt address: UnsafeRawPointer, info: TypeInfo, component: IdentityComponent,
    parent: Node?, hostHandle: ViewHost.Handle, environment: EnvironmentValues
  ) {
    self.view = address.assumingMemoryBound(to: V.self).pointee
    super.init(
      info: info, component: component, parent: parent, hostHandle: hostHandle,
      environment: environment)
  }

  init(
    view: consuming V, info: TypeInfo, component: IdentityComponent, parent: Node?,
    hostHandle: ViewHost.Handle, environment: EnvironmentValues
  ) {
    self.view = view
    super.init(
      info: info, component: component, parent: parent, hostHandle: hostHandle,
      environment: environment)
  }

  /// The address of the mounted view value, valid while the node lives. Computed from the
  /// node's own address rather than through `withUnsafeMutablePointer`, whose closure would
  /// check the main actor's executor on every call.
  private var viewAddress: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque()) + info.viewOffset
  }

  /// Runs `body` with the address of the mounted view value. The node outlives the call:
  /// a method's `self` is kept alive by its caller. (Not `withExtendedLifetime`: a
  /// main-actor closure handed to it checks the executor on every call, ten times a row.)
  @inline(__always) private func withView<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
    let result = body(viewAddress)
    _fixLifetime(self)
    return result
  }

  override var value: Any { view }
  override var text: String? {
    guard let primitive = info.primitive else { return nil }
    return withView { primitive.displayedText($0) }
  }

  override var properties: [PropertyDescription] {
    let layout = info.propertyLayout ?? makePropertyLayout()
    guard let fields = layout.fields else {
      // An app's node shows the app's properties, not the view that mounts it.
      let reflected = (view as? any StandInView)?.representedValue ?? view
      return Mirror(reflecting: reflected).children.map { child in
        let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
        return describeProperty(named: name, holding: child.value)
      }
    }
    return withView { address in fields.map { describeProperty(named: $0.name, holding: $0.read(address)) } }
  }

  /// The view type's property layout, made at its first listing and kept in its record.
  private func makePropertyLayout() -> PropertyLayout {
    let layout = PropertyLayout(of: V.self)
    info.propertyLayout = layout
    return layout
  }

  private func describeProperty(named name: String, holding value: Any) -> PropertyDescription {
    if let property = value as? any GraphProperty {
      let ownership = property.ownership
      return PropertyDescription(
        name: name, ownership: ownership,
        storage: property.storageIdentity ?? ownership.object.map(ObjectIdentifier.init),
        environmentWriter: environmentWriter(of: property.environmentKeys),
        isSetInInitialiser: property.isSetInInitialiser,
        carriedInitialValue: property.carriedInitialValue)
    }
    let object = type(of: value) is AnyClass ? value as AnyObject : nil
    return PropertyDescription(
      name: name, ownership: .plain(value: value),
      storage: object.map(ObjectIdentifier.init), environmentWriter: nil)
  }

  /// The nearest node above whose modifier wrote one of `keys`: its output environment
  /// holds another entry than its input. The root counts as the writer of entries it was
  /// mounted with.
  private func environmentWriter(of keys: [ObjectIdentifier]) -> Node? {
    guard !keys.isEmpty else { return nil }
    var current = parent
    while let node = current {
      if keys.contains(where: { node.childEnvironment.entry(for: $0) !== node.environment.entry(for: $0) }) {
        return node
      }
      if node.parent == nil, keys.contains(where: { node.environment.entry(for: $0) != nil }) {
        return node
      }
      current = node.parent
    }
    return nil
  }

  override func receive(viewAt address: UnsafeRawPointer, environment newEnvironment: EnvironmentValues)
    -> PendingWork
  {
    var work: PendingWork = isDirty ? .evaluate : .none
    if !withView({ info.isEqual($0, address) }) {
      view = address.assumingMemoryBound(to: V.self).pointee
      extras?.environmentCacheValid = false
      noteCause(.selfChanged)
      work = .evaluate
    } else if !info.installers.isEmpty, host.stateInitialization == .eager {
      for installer in info.installers { installer.discard(address, self) }
    }
    let environmentWork = receiveEnvironment(newEnvironment)
    return work == .evaluate ? .evaluate : environmentWork
  }

  override func receiveEnvironment(_ newEnvironment: EnvironmentValues) -> PendingWork {
    if newEnvironment.isIdentical(to: environment) { return .none }
    let old = environment
    environment = newEnvironment
    var work = PendingWork.propagateEnvironment
    if info.primitive?.readsWholeEnvironment == true {
      noteCause(.property("environment"))
      return .evaluate
    }
    for dependency in environmentDependencies where dependency.changed(old, newEnvironment) {
      work = .evaluate
      guard host.evaluationLog != nil else { break }
      noteCause(.property(dependency.name))
    }
    return work
  }

  override func propagateEnvironmentStep(into work: inout [WorkItem]) {
    let output = childEnvironmentFor(environment)
    // A node that hands down its input has a new one: it is only asked to propagate
    // after its environment changed.
    if info.primitive?.transformsEnvironment == true {
      if output.isIdentical(to: childEnvironment) { return }
      extrasForWriting.childEnvironment = output
    }
    var pending: [(Node, PendingWork)] = []
    // Leaves held by value take the environment handed down when they become nodes.
    childList.forEachNode { child in
      let next = child.receiveEnvironment(output)
      if case .none = next { return }
      pending.append((child, next))
    }
    WorkItem.push(pending, onto: &work)
  }

  private func childEnvironmentFor(_ input: EnvironmentValues) -> EnvironmentValues {
    guard let primitive = info.primitive, primitive.transformsEnvironment else {
      return input
    }
    // Reuse the last output while neither the input nor the modifier changed, so an
    // unchanged `.environment(…)` does not look like a new environment to the subtree.
    let cache = extrasForWriting
    if cache.environmentCacheValid, let cachedInput = cache.cachedInput,
      cachedInput.isIdentical(to: input)
    {
      return childEnvironment
    }
    var output = input
    withView { primitive.transformEnvironment($0, &output) }
    cache.environmentCacheValid = true
    // A parent that re-renders makes a new modifier, which mostly writes the same values
    // again: keep the last output then, so the subtree is not visited for nothing (S28).
    if let cachedInput = cache.cachedInput, cachedInput.isIdentical(to: input),
      output.writesSameValues(above: input, as: childEnvironment, above: cachedInput)
    {
      return childEnvironment
    }
    cache.cachedInput = input
    return output
  }

  override func evaluateStep(into work: inout [WorkItem]) {
    isDirty = false
    // A row whose closure read something that changed: its closure runs first, and an
    // equal view leaves the body be (S30).
    if let source = extras?.rowSource, source.isStale {
      let onlyRow = source.dirtiesOnlyRow
      source.isStale = false
      source.dirtiesOnlyRow = false
      if case .none = source.rerun(into: self), onlyRow { return }
    }
    // Read once: each read of `host` through the node's handle is a retain and a release.
    let host = self.host
    if depth >= min(RecursionGuard.checkDepth, host.maximumDepth), let stop = recursionStop() {
      if case .reporting(let warning) = stop { host.report(warning) }
      childList.forEachNode { $0.unmount() }
      childList = ChildList()
      return
    }
    install()
    if suspension != nil {
      childList.forEachNode { $0.unmount() }
      childList = ChildList()
      return
    }
    // Read once: each read of the record's witness is a retain and a release.
    let primitive = info.primitive
    // Only a view that writes the environment hands its children another one.
    if primitive?.transformsEnvironment == true {
      extrasForWriting.childEnvironment = childEnvironmentFor(environment)
    }
    readScope?.advanceGeneration()
    // A leaf (a `Text`) reports no child: there is nothing to visit, match or queue.
    if let primitive, primitive.isLeaf, childList.isEmpty {
      if primitive.didEvaluate != nil { work.append(.didEvaluateChildren(self)) }
      return
    }
    // Structural views read nothing; only those that run user code are tracked. Children
    // are evaluated after the tracking scope closes (S30).
    var visitor = ChildVisitor(parent: self)
    if let primitive {
      if primitive.runsUserCode {
        // User code runs here (a row closure, presented content): a state write in it is
        // a write during an update, like one in a body (S7).
        withView { address in
          host.tracking(self, namingChanges: false) {
            host.evaluatingBody { primitive.visitChildren(address, &visitor) }
          }
        }
      } else {
        withView { primitive.visitChildren($0, &visitor) }
      }
    } else {
      if host.evaluationLog != nil {
        let (causes, observed) = takeCauses(of: view, isFirstEvaluation: bodyEvaluationCount == 0)
        host.evaluationLog?.append(
          BodyEvaluation(
            view: typeName, printedName: printedTypeName(viewType), causes: causes, isUserView: isUserView,
            observed: observed))
      }
      // The body is read in place: `view.body` would copy the view first (a retain and a
      // release of each reference it holds). Nothing replaces a node's view while its own
      // body runs: a write there is deferred to the next update (S7, S346).
      let body = host.tracking(self) {
        host.evaluatingBody { withView { $0.assumingMemoryBound(to: V.self).pointee.body } }
      }
      handle.bodyEvaluationCount += 1
      host.recordBodyEvaluation(of: self)
      visitor.visit(body, key: .body)
    }
    var children = visitor.finish()
    if primitive?.didEvaluate != nil { work.append(.didEvaluateChildren(self)) }
    WorkItem.push(children, onto: &work)
    host.returnWorkBuffer(&children)
  }

  override func visitInertChildren() {
    guard let primitive = info.primitive else { return }
    var visitor = ChildVisitor(parent: self)
    withView { primitive.visitChildren($0, &visitor) }
    var work = visitor.finish()
    guard let host = hostIfPresent else { return }
    // A child held by value only when its levels fit within the host's depth limit; one
    // that would reach it is a node, evaluated here to report it.
    for (child, pending) in work { host.runNow(pending, on: child) }
    host.returnWorkBuffer(&work)
  }

  // After the children: a child's onAppear runs before its ancestor's (S47).
  override func didEvaluateChildren() {
    guard isMounted, let didEvaluate = info.primitive?.didEvaluate else { return }
    withView { didEvaluate($0, self) }
  }

  /// Whether this node must not be rendered, deep in the tree: it repeats an ancestor
  /// without end, or the host's depth limit is reached (reported once per host, not once
  /// per sibling at the limit).
  private func recursionStop() -> RecursionStop? {
    if isComposite,
      let ancestor = RecursionGuard.repeatedAncestor(
        of: self,
        isSameInput: { other in
          guard let other = other as? TypedNode<V> else { return false }
          return other.withView { address in withView { info.isEqual($0, address) } }
        })
    {
      return .reporting(
        RuntimeWarning(
          .recursionLimit,
          "\(typeName) contains itself without end: its body produces an equal \(typeName) in "
            + "the same environment \(levels(depth - ancestor.depth)) down, so the nesting never "
            + "stops. The subtree below was not rendered."))
    }
    // The limit counts the app's views, not nodes: a finite thread of replies 9,000 levels
    // deep is three nodes a level and must mount (issue 51). Built-in views alone cannot
    // recurse, and a hard cap in nodes still stops a tree no level count would.
    guard depth >= host.maximumDepth else { return nil }
    guard
      RecursionGuard.appViewLevels(of: self) >= host.maximumDepth
        || depth >= host.maximumDepth * RecursionGuard.nodesPerLevelCap
    else { return nil }
    guard !host.depthLimitReported else { return .silently }
    host.depthLimitReported = true
    return .reporting(
      RuntimeWarning(
        .recursionLimit,
        "Views nest \(host.maximumDepth) levels deep at \(typeName), the host's limit; a body "
          + "probably contains its own view type without end, with a new input each time, or the "
          + "tree is finite and deeper than the limit (raise the host's maximumDepth). The subtree "
          + "below was not rendered."))
  }

  private func install() {
    if extras?.suspension != nil { extras?.suspension = nil }
    guard !info.installers.isEmpty else {
      clearEnvironmentDependencies()
      return
    }
    let scope = handle
    // Sized from what the last identity of this type used: made once, not grown one
    // property at a time.
    scope.slots.reserveCapacity(info.slotCount)
    var context = InstallContext(node: self)
    context.dependencies = host.takeDependencyBuffer()
    withView { address in
      for installer in info.installers {
        installer.install(address, &context)
        if let suspension {
          host.report(suspension)
          return
        }
      }
    }
    info.slotCount = scope.slots.count
    adoptEnvironmentDependencies(context.dependencies)
    host.returnDependencyBuffer(&context.dependencies)
  }

  override func willUnmount() {
    guard let willUnmount = info.primitive?.willUnmount else { return }
    withView { willUnmount($0, self) }
  }
}

/// `SettingsScreen` for `MyApp.SettingsScreen`, `SettingsApp` for the node of that app.
/// The generic arguments of ViewGraph's own views and of internal roots are elided
/// (`Form<…>`): they repeat the tree below.
func shortTypeName(_ type: Any.Type) -> String {
  // The names `String(describing:)` and `String(reflecting:)` print for a type, without
  // their casts: each asks the runtime whether the metatype is printable in three ways, and
  // the first question about a type scans every conformance record in the process.
  let full = _typeName(type, qualified: false)
  guard let angle = full.firstIndex(of: "<") else { return full }
  // An app's node is named after the app, not the view that mounts it.
  if let represented = standInRepresentedType(type, named: full) { return shortTypeName(represented) }
  let qualified = _typeName(type, qualified: true)
  let isRuntimeType =
    qualified.hasPrefix("ViewGraph.") || qualified.hasPrefix("Swift.Optional<")
    || type is any _GraphInternalView.Type || type is any BuiltInCompositeView.Type
  return isRuntimeType ? full[..<angle] + "<…>" : full
}

/// How a node deep in the tree stops rendering.
private enum RecursionStop {
  case reporting(RuntimeWarning)
  case silently
}

/// `1 level`, `4 levels`.
private func levels(_ count: Int) -> String { count == 1 ? "1 level" : "\(count) levels" }
