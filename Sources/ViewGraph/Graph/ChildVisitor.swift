/// Matches the children a view produces against its mounted children by identity
/// (component + type), updating matches, mounting new identities and tearing down those
/// that left.
///
/// Children are evaluated after the parent's visit (and its tracking scope) closed, so a
/// child's reads never become its parent's dependencies (S30); a `ForEach` evaluates each
/// row as it reports it (``evaluateReportedNow()``), outside the part of its visit it tracks.
///
/// - Complexity: O(k) for k children in unchanged order; O(k) expected with a hash lookup
///   when they were reordered.
@MainActor
struct ChildVisitor {
  private struct Key: Hashable {
    let component: IdentityComponent
    let type: ObjectIdentifier
  }

  private let parent: Node
  private let old: ChildList
  /// How many children matched `old` position by position so far. While every child does
  /// (a re-render that changes no structure), nothing below is allocated and the parent
  /// keeps its children array.
  private var inOrder = 0
  /// Set once a child leaves the in-order path: which old children were matched, and the
  /// new list of children (in a buffer the host lends: a node that keeps one child keeps
  /// no array, and its visit allocates none).
  private var used: [Bool] = []
  private var children: [Node] = []
  /// Whether `children` is the host's buffer. Until a second child arrives, the first is
  /// held in `onlyChild`: most visits report one child (a row, a body, a stack's tuple),
  /// and the buffer they would take is often gone, kept as the array of a node with
  /// several children, so each such visit would allocate one.
  private var hasBuffer = false
  private var onlyChild: Node?
  /// The new list of children once one is a leaf held by value (``LeafChild``): made by
  /// the first leaf reported off the in-order path, or when leaving it with leaves before.
  /// Apart from `children`, so that a list of thousands of rows keeps its nodes in an
  /// array of words.
  private var mixed: [ChildList.Entry]?
  /// How many children the view being visited reports, when it says (a tuple's views):
  /// the list of a stack with leaves is then made at its size, not grown.
  private var expectedCount = 0
  private var isInOrder = true
  private var cursor = 0
  private var lookup: [Key: [Int]]?
  /// The work the children need, in order; a buffer the host lends, so it is not
  /// allocated per visit.
  private var work: [(Node, PendingWork)]

  init(parent: Node) {
    self.parent = parent
    self.old = parent.childList
    // No host: a stack held by value, inspected after its host went away.
    self.work = parent.hostIfPresent?.takeWorkBuffer() ?? []
    parent.materializedLeavesDuringVisit = false
  }

  /// The node whose children are being visited, for primitives that keep per-identity
  /// state (a navigation stack's path).
  var node: Node { parent }

  /// Makes room for `count` children, when a view knows how many it is about to report
  /// (a `ForEach`): a list of thousands of rows then grows its buffer once, not a dozen
  /// times, each a large allocation.
  mutating func reserveCapacity(_ count: Int) {
    if old.isEmpty {
      leaveInOrderPath()
      takeBuffer()
      children.reserveCapacity(count)
    }
  }

  /// Says how many children the visit is about to report (a tuple of views).
  mutating func expectChildren(_ count: Int) { expectedCount = count }

  /// Runs `body` under the parent's observation tracking, as user code: a view that runs
  /// user code while it reports its children (a `ForEach` walking its data) wraps that
  /// part, and reports the children outside, so that what they read stays theirs (S30).
  func tracked<T>(_ body: () -> T) -> T {
    let host = parent.host
    return host.tracking(parent, namingChanges: false) { host.evaluatingBody(body) }
  }

  /// Evaluates the children reported so far that need it, with their subtrees, now rather
  /// than after the visit: a `ForEach` calls this after each row, so that a list of
  /// thousands of rows touches each row's nodes once while they are in the cache. Only
  /// outside ``tracked(_:)``: the children's reads must not become the parent's (S30).
  mutating func evaluateReportedNow() {
    guard !work.isEmpty else { return }
    let host = parent.host
    for (node, pending) in work where node.isMounted { host.runNow(pending, on: node) }
    work.removeAllKeepingBuffer()
  }

  /// Reports a child the caller knows has the identity of the next mounted child, in
  /// order (a `ForEach` whose ids repeat its last visit's): it is matched without
  /// comparing identity components. False, reporting nothing, when the next mounted child
  /// is not of this type or the visit left the in-order path; the caller then calls
  /// ``visit(_:key:)``.
  mutating func visitNextMounted<Child: View>(_ child: Child) -> Bool {
    guard isInOrder, inOrder < old.count, parent.memberModifiers == nil else { return false }
    if let node = old.node(at: inOrder) {
      guard node.typeID == ObjectIdentifier(Child.self) else { return false }
      inOrder += 1
      update(node, with: child, memberModifiers: nil)
      return true
    }
    let entry = old[inOrder]
    guard entry.typeID == ObjectIdentifier(Child.self) else { return false }
    inOrder += 1
    updateInOrder(entry, at: inOrder - 1, with: child, memberModifiers: nil)
    return true
  }

  /// Reports one child. Called by primitive views and for a composite view's body.
  mutating func visit<Child: View>(_ child: Child, key: IdentityComponent) {
    guard let modifiers = parent.memberModifiers else {
      mount(child, key: key, memberModifiers: nil)
      return
    }
    // Below a modified group: a member gets the group's modifiers (S52); a view that only
    // stands for members passes them on.
    if Child.self is any MemberList.Type {
      mount(child, key: key, memberModifiers: modifiers)
    } else {
      modifiers.visit(child, key: key, into: &self)
    }
  }

  /// Reports a child whose modifiers apply to each member of `child`, a group (S52).
  mutating func visit<Child: View, Modifier: ViewModifier>(
    _ child: Child, key: IdentityComponent, distributing modifier: Modifier
  ) {
    mount(
      child, key: key,
      memberModifiers: MemberModifier(modifier, outer: parent.memberModifiers))
  }

  /// The next mounted child, when it is a node of `type` and this visit is still in order
  /// (a `ForEach` row whose id repeats the last visit's): the row's node, read before the
  /// row's closure runs again under the node's own scope.
  func nextInOrderNode(of type: ObjectIdentifier) -> Node? {
    guard isInOrder, inOrder < old.count, parent.memberModifiers == nil,
      let node = old.node(at: inOrder), node.typeID == type
    else { return nil }
    return node
  }

  /// Reports a `ForEach` row: as the next mounted child when `isNext` (its id repeats the
  /// last visit's, in order), else under `key`. `needsNode`: the row's closure read
  /// something, so the row is a node, which keeps the closure's source (``RowSource``);
  /// a text held by value could not. Returns the row's node, when it has one.
  @discardableResult
  mutating func visitRow<Child: View>(
    _ child: consuming Child, isNext: Bool, key: () -> IdentityComponent, needsNode: Bool
  ) -> Node? {
    if isNext, isInOrder, inOrder < old.count, parent.memberModifiers == nil {
      let type = ObjectIdentifier(Child.self)
      if let node = old.node(at: inOrder) {
        if node.typeID == type {
          inOrder += 1
          update(node, with: child, memberModifiers: nil)
          return node
        }
      } else if case .leaf(let leaf) = old[inOrder], leaf.info.typeID == type {
        inOrder += 1
        if needsNode {
          let node = nodeForLeaf(leaf, at: inOrder - 1)
          update(node, with: child, memberModifiers: nil)
          return node
        }
        updateInOrder(.leaf(leaf), at: inOrder - 1, with: child, memberModifiers: nil)
        return nil
      }
    }
    return mount(child, key: key(), memberModifiers: nil, needsNode: needsNode)
  }

  /// The node of the old leaf at `index`, made now if no inspection made it, in place in
  /// the parent's list (an in-order visit keeps it).
  private mutating func nodeForLeaf(_ leaf: LeafChild, at index: Int) -> Node {
    if let node = materializedNode(at: index) { return node }
    let node = parent.makeNode(for: leaf)
    parent.childList.replace(at: index, with: .node(node))
    return node
  }

  /// Mounts a member already wrapped in its group's modifiers.
  mutating func visitMember<Member: View>(_ member: Member, key: IdentityComponent) {
    mount(member, key: key, memberModifiers: nil)
  }

  /// Reports `child` under `key`; `needsNode`: it must be a node, not a value (a row whose
  /// closure keeps a source). Returns its node, when it has one.
  @discardableResult
  private mutating func mount<Child: View>(
    _ child: consuming Child, key: IdentityComponent, memberModifiers: MemberModifiers?,
    needsNode: Bool = false
  ) -> Node? {
    let type = ObjectIdentifier(Child.self)
    if isInOrder, inOrder < old.count {
      // The common case: the next old child is this identity. A node is read without
      // making an entry: an entry's copy goes through its leaf's existential.
      if let node = old.node(at: inOrder) {
        if node.typeID == type, node.component == key {
          inOrder += 1
          update(node, with: child, memberModifiers: memberModifiers)
          return node
        }
      } else {
        let entry = old[inOrder]
        if entry.typeID == type, entry.component == key {
          inOrder += 1
          if needsNode, case .leaf(let leaf) = entry {
            let node = nodeForLeaf(leaf, at: inOrder - 1)
            update(node, with: child, memberModifiers: memberModifiers)
            return node
          }
          updateInOrder(entry, at: inOrder - 1, with: child, memberModifiers: memberModifiers)
          return nil
        }
      }
    }
    leaveInOrderPath()
    if let index = match(key, type) {
      used[index] = true
      cursor = index + 1
      switch old[index] {
      case .node(let node):
        append(node)
        update(node, with: child, memberModifiers: memberModifiers)
        return node
      case .leaf(var leaf):
        if let node = materializedNode(at: index) {
          append(node)
          update(node, with: child, memberModifiers: memberModifiers)
          return node
        }
        if needsNode {
          let node = parent.makeNode(for: leaf)
          append(node)
          update(node, with: child, memberModifiers: memberModifiers)
          return node
        }
        if case .node(let node) = updateLeaf(&leaf, with: child, memberModifiers: memberModifiers) {
          append(node)
          return node
        }
        appendLeaf(leaf)
        return nil
      }
    } else {
      let info = typeInfo(Child.self)
      if !needsNode, memberModifiers == nil, let height = info.valueHeight,
        parent.childrenStayValues(height: height)
      {
        // Nothing to evaluate: the leaf (or a stack of them) is kept by value until
        // something inspects it.
        appendLeaf(LeafChild(component: key, info: info, value: child))
        return nil
      }
      let node = Node.make(
        child, info: info, component: key, parent: parent, host: parent.host,
        environment: parent.childEnvironment)
      node.memberModifiers = memberModifiers
      append(node)
      work.append((node, .evaluate))
      return node
    }
  }

  /// Hands the next old child, matched in order, its new value.
  private mutating func updateInOrder<Child: View>(
    _ entry: ChildList.Entry, at index: Int, with child: Child, memberModifiers: MemberModifiers?
  ) {
    switch entry {
    case .node(let node):
      update(node, with: child, memberModifiers: memberModifiers)
    case .leaf(var leaf):
      if let node = materializedNode(at: index) {
        update(node, with: child, memberModifiers: memberModifiers)
        return
      }
      // Written where the parent keeps it: an in-order visit keeps the parent's list.
      switch updateLeaf(&leaf, with: child, memberModifiers: memberModifiers) {
      case .unchanged: break
      case .changed: parent.childList.replace(at: index, with: .leaf(leaf))
      case .node(let node): parent.childList.replace(at: index, with: .node(node))
      }
    }
  }

  /// The node the old leaf at `index` became, if something that inspected the tree from
  /// inside this visit made one (``Node/materializeLeaves()`` keeps the order): that node is
  /// the identity from then on.
  private func materializedNode(at index: Int) -> Node? {
    parent.materializedLeavesDuringVisit ? parent.childList[index].node : nil
  }

  private enum LeafUpdate {
    case unchanged
    case changed
    case node(Node)
  }

  /// Hands a leaf held by value its new value, in place, unless it must become a node
  /// (modifiers of a group reach it, or it is now as deep as the host allows, which its
  /// evaluation reports): then the node, already given the value.
  private mutating func updateLeaf<Child: View>(
    _ leaf: inout LeafChild, with child: Child, memberModifiers: MemberModifiers?
  ) -> LeafUpdate {
    let info = leaf.info
    let changed = withAddress(of: child) { new in leaf.withValue { !info.isEqual($0, new) } }
    if memberModifiers == nil, !changed || parent.childrenStayValues(height: info.valueHeight ?? 0) {
      guard changed else { return .unchanged }
      leaf.value = child
      return .changed
    }
    let node = parent.makeNode(for: leaf)
    update(node, with: child, memberModifiers: memberModifiers)
    return .node(node)
  }

  /// Hands an existing identity its new value. Same identity key implies same type: the
  /// node holds a `Child`.
  private mutating func update<Child: View>(
    _ node: Node, with child: Child, memberModifiers: MemberModifiers?
  ) {
    var pending = withAddress(of: child) {
      node.receive(viewAt: $0, environment: parent.childEnvironment)
    }
    if memberModifiers != nil || node.memberModifiers != nil {
      // The modifiers are new values (closures always differ): re-wrap the members.
      node.memberModifiers = memberModifiers
      pending = .evaluate
    }
    if case .none = pending {} else { work.append((node, pending)) }
  }

  /// Switches to matching by identity: the children so far matched in order.
  private mutating func leaveInOrderPath() {
    guard isInOrder else { return }
    isInOrder = false
    used = Array(repeating: false, count: old.count)
    for index in 0..<inOrder { used[index] = true }
    // A mount has no old children: the generic append of an empty slice is skipped.
    if inOrder > 0 {
      // From the parent's list, not `old`: a leaf matched in order was updated there.
      let current = parent.childList
      if current.hasOnlyNodes {
        takeBuffer()
        current.appendNodes(prefix: inOrder, to: &children)
      } else {
        var entries: [ChildList.Entry] = []
        entries.reserveCapacity(max(old.count, inOrder + 1))
        current.appendEntries(prefix: inOrder, to: &entries)
        mixed = entries
      }
    }
    cursor = inOrder
  }

  private mutating func takeBuffer() {
    guard !hasBuffer else { return }
    hasBuffer = true
    children = parent.hostIfPresent?.takeChildBuffer() ?? []
    if let onlyChild {
      // A second child is coming: room for both at once, not grown one at a time.
      if children.capacity < 2 { children.reserveCapacity(2) }
      children.append(onlyChild)
      self.onlyChild = nil
    }
  }

  /// Adds a child off the in-order path.
  private mutating func append(_ node: Node) {
    if mixed != nil {
      mixed!.append(.node(node))
      return
    }
    if !hasBuffer {
      if onlyChild == nil {
        onlyChild = node
        return
      }
      takeBuffer()
    }
    children.append(node)
  }

  /// Adds a leaf off the in-order path: from here on the children are entries.
  private mutating func appendLeaf(_ leaf: consuming LeafChild) {
    if mixed == nil {
      var entries: [ChildList.Entry] = []
      let collected = (onlyChild == nil ? 0 : 1) + children.count
      entries.reserveCapacity(max(collected + 1, expectedCount, old.count))
      if let onlyChild {
        entries.append(.node(onlyChild))
        self.onlyChild = nil
      } else if hasBuffer {
        for node in children { entries.append(.node(node)) }
        children.removeAllKeepingBuffer()
      }
      mixed = consume entries  // moved, so the append below finds the array uniquely held
    }
    mixed!.append(.leaf(leaf))
  }

  private mutating func match(_ component: IdentityComponent, _ type: ObjectIdentifier) -> Int? {
    // A first evaluation has nothing to match: no table to build, no key to hash.
    if old.isEmpty { return nil }
    if cursor < old.count, !used[cursor] {
      let entry = old[cursor]
      if entry.typeID == type, entry.component == component { return cursor }
    }
    if lookup == nil {
      var table: [Key: [Int]] = [:]
      for index in 0..<old.count {
        let entry = old[index]
        table[Key(component: entry.component, type: entry.typeID), default: []].append(index)
      }
      lookup = table
    }
    return lookup?[Key(component: component, type: type)]?.first { !used[$0] }
  }

  /// Tears down children that were not visited and returns the work the visited ones need,
  /// in order. The host runs it from its work stack, so a deep tree never deepens the
  /// thread's stack.
  mutating func finish() -> [(Node, PendingWork)] {
    if isInOrder {
      // Every child matched in place: only a shorter list has children to tear down.
      if inOrder < old.count {
        for index in inOrder..<old.count { (old[index].node ?? materializedNode(at: index))?.unmount() }
        // From the parent's list, not `old`: a leaf matched in order was updated there.
        parent.childList = parent.childList.prefix(inOrder)
      }
    } else {
      for index in 0..<old.count where !used[index] {
        (old[index].node ?? materializedNode(at: index))?.unmount()
      }
      if let mixed {
        if hasBuffer { parent.hostIfPresent?.returnChildBuffer(&children) }
        parent.childList = ChildList(entries: mixed)
      } else if hasBuffer {
        parent.childList = parent.hostIfPresent?.childList(from: &children) ?? ChildList(children)
      } else {
        parent.childList = onlyChild.map(ChildList.init(single:)) ?? ChildList()
      }
    }
    // Moved out, not copied: the host reuses the buffer, which must stay uniquely held.
    var result: [(Node, PendingWork)] = []
    swap(&result, &work)
    return result
  }
}
