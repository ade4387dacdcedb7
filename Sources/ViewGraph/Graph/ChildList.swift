/// A node's mounted children, in order: none, one node held directly, or an array whose
/// entries are nodes or leaves held by value (``LeafChild``).
///
/// Most nodes have one child (a body, a modifier's content, a stack's tuple, a row's
/// view): held without an array, each of them saves an allocation in every row of every
/// list, and its word holds either form.
///
/// The walks that only act on nodes (teardown, environment propagation) read ``nodes``
/// or ``push(onto:reversed:)``, which skip leaves; what shows the tree (``Node/children``,
/// ``Node/descendants``) first turns the leaves into nodes (``Node/materializeLeaves()``).
struct ChildList {
  /// One mounted child: a node, or a leaf primitive that has none yet.
  enum Entry {
    case node(Node)
    case leaf(LeafChild)

    /// The identity the child has below its parent.
    var component: IdentityComponent {
      switch self {
      case .node(let node): node.component
      case .leaf(let leaf): leaf.component
      }
    }

    /// The child's view type, for matching by type.
    @MainActor var typeID: ObjectIdentifier {
      switch self {
      case .node(let node): node.typeID
      case .leaf(let leaf): leaf.info.typeID
      }
    }

    var node: Node? {
      if case .node(let node) = self { return node }
      return nil
    }
  }

  private enum Storage {
    case one(Node)
    case many([Node])
    /// Some entries are leaves. Apart from `many`: a list of thousands of rows keeps its
    /// nodes at a word each, not at the size of an entry.
    case mixed([Entry])
  }
  private var storage: Storage?

  init() {}

  init(single node: Node) { storage = .one(node) }

  init(_ nodes: [Node]) {
    switch nodes.count {
    case 0: storage = nil
    case 1: storage = .one(nodes[0])
    default: storage = .many(nodes)
    }
  }

  /// A list with leaves among its entries (a visit that reported one).
  init(entries: [Entry]) {
    storage = entries.isEmpty ? nil : .mixed(entries)
  }

  var isEmpty: Bool { storage == nil }

  var count: Int {
    switch storage {
    case nil: 0
    case .one: 1
    case .many(let nodes): nodes.count
    case .mixed(let entries): entries.count
    }
  }

  subscript(position: Int) -> Entry {
    switch storage {
    case .one(let node):
      precondition(position == 0, "child index out of range")
      return .node(node)
    case .many(let nodes): return .node(nodes[position])
    case .mixed(let entries): return entries[position]
    case nil: preconditionFailure("child index out of range")
    }
  }

  /// The child at `position` when it is a node, without making an entry.
  func node(at position: Int) -> Node? {
    switch storage {
    case .one(let node): node
    case .many(let nodes): nodes[position]
    case .mixed(let entries):
      if case .node(let node) = entries[position] { node } else { nil }
    case nil: nil
    }
  }

  /// Whether the entries are all nodes (no leaf among them).
  var hasOnlyNodes: Bool {
    if case .mixed = storage { false } else { true }
  }

  /// The first `count` children, as a list of their own (a visit's matched prefix).
  func prefix(_ count: Int) -> ChildList {
    switch storage {
    case nil: return ChildList()
    case .one: return count == 0 ? ChildList() : self
    case .many(let nodes): return ChildList(Array(nodes[0..<count]))
    case .mixed(let entries): return ChildList(entries: Array(entries[0..<count]))
    }
  }

  /// Appends the first `count` children to `nodes`, which must all be nodes.
  func appendNodes(prefix count: Int, to nodes: inout [Node]) {
    switch storage {
    case nil: return
    case .one(let node): if count > 0 { nodes.append(node) }
    case .many(let all): nodes.append(contentsOf: all[0..<count])
    case .mixed(let entries): for entry in entries[0..<count] { nodes.append(entry.node!) }
    }
  }

  /// Appends the first `count` children to `entries`.
  func appendEntries(prefix count: Int, to entries: inout [Entry]) {
    for index in 0..<count { entries.append(self[index]) }
  }

  /// Replaces the leaf at `position`: by its new value, or by the node it became.
  mutating func replace(at position: Int, with entry: Entry) {
    guard case .mixed(var entries) = storage else { preconditionFailure("no leaf at \(position)") }
    storage = nil  // the array stays uniquely held while it is changed
    entries[position] = entry
    storage = .mixed(entries)
  }

  /// Makes a node of each leaf with `make`, in place.
  mutating func materializeLeaves(_ make: (LeafChild) -> Node) {
    guard case .mixed(let entries) = storage else { return }
    storage = nil
    var nodes: [Node] = []
    nodes.reserveCapacity(entries.count)
    for entry in entries {
      switch entry {
      case .node(let node): nodes.append(node)
      case .leaf(let leaf): nodes.append(make(leaf))
      }
    }
    self = ChildList(nodes)
  }

  /// Pushes the child nodes on `stack`, last first when `reversed` (so that popping visits
  /// them in order): the walks of a subtree, without the generic `append(contentsOf:)`.
  /// Leaves are skipped: they have nothing to tear down or hand down.
  func push(onto stack: inout [Node], reversed: Bool = false) {
    switch storage {
    case nil: return
    case .one(let node): stack.append(node)
    case .many(let nodes):
      if reversed { stack.append(contentsOf: nodes.reversed()) } else { stack.append(contentsOf: nodes) }
    case .mixed(let entries):
      if reversed {
        for entry in entries.reversed() { if case .node(let node) = entry { stack.append(node) } }
      } else {
        for entry in entries { if case .node(let node) = entry { stack.append(node) } }
      }
    }
  }

  /// Calls `body` with each child node, in order; leaves are skipped.
  func forEachNode(_ body: (Node) -> Void) {
    switch storage {
    case nil: return
    case .one(let node): body(node)
    case .many(let nodes): for node in nodes { body(node) }
    case .mixed(let entries): for entry in entries { if case .node(let node) = entry { body(node) } }
    }
  }

  /// The child nodes as an array (made for a single child), leaves left out.
  var nodes: [Node] {
    switch storage {
    case nil: []
    case .one(let node): [node]
    case .many(let nodes): nodes
    case .mixed(let entries): entries.compactMap(\.node)
    }
  }
}
