/// Matches the children a view produces against its mounted children by identity
/// (component + type), updating matches, mounting new identities and tearing down those
/// that left.
///
/// Children are evaluated after the parent's visit (and its tracking scope) closed, so a
/// child's reads never become its parent's dependencies (S30).
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
  private let old: [Node]
  private var used: [Bool]
  private var cursor = 0
  private var lookup: [Key: [Int]]?
  private var children: [Node] = []
  private var work: [(Node, PendingWork)] = []

  init(parent: Node) {
    self.parent = parent
    self.old = parent.children
    self.used = Array(repeating: false, count: parent.children.count)
  }

  /// The node whose children are being visited, for primitives that keep per-identity
  /// state (a navigation stack's path).
  var node: Node { parent }

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

  /// Mounts a member already wrapped in its group's modifiers.
  mutating func visitMember<Member: View>(_ member: Member, key: IdentityComponent) {
    mount(member, key: key, memberModifiers: nil)
  }

  private mutating func mount<Child: View>(
    _ child: Child, key: IdentityComponent, memberModifiers: MemberModifiers?
  ) {
    let type = ObjectIdentifier(Child.self)
    if let index = match(key, type) {
      used[index] = true
      cursor = index + 1
      // Same identity key implies same type: the node holds a `Child`.
      let node = old[index]
      children.append(node)
      var pending = withAddress(of: child) {
        node.receive(viewAt: $0, environment: parent.childEnvironment)
      }
      if memberModifiers != nil || node.memberModifiers != nil {
        // The modifiers are new values (closures always differ): re-wrap the members.
        node.memberModifiers = memberModifiers
        pending = .evaluate
      }
      if case .none = pending {} else { work.append((node, pending)) }
    } else {
      let node = Node.make(
        child, component: key, parent: parent, host: parent.host,
        environment: parent.childEnvironment)
      node.memberModifiers = memberModifiers
      children.append(node)
      work.append((node, .evaluate))
    }
  }

  private mutating func match(_ component: IdentityComponent, _ type: ObjectIdentifier) -> Int? {
    if cursor < old.count, !used[cursor], old[cursor].typeID == type,
      old[cursor].component == component
    {
      return cursor
    }
    if lookup == nil {
      var table: [Key: [Int]] = [:]
      for (index, node) in old.enumerated() {
        table[Key(component: node.component, type: node.typeID), default: []].append(index)
      }
      lookup = table
    }
    return lookup?[Key(component: component, type: type)]?.first { !used[$0] }
  }

  /// Tears down children that were not visited and returns the work the visited ones need,
  /// in order. The host runs it from its work stack, so a deep tree never deepens the
  /// thread's stack.
  mutating func finish() -> [(Node, PendingWork)] {
    for (index, node) in old.enumerated() where !used[index] { node.unmount() }
    parent.children = children
    return work
  }
}
