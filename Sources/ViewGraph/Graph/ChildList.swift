/// A node's mounted children, in order: none, one held directly, or an array.
///
/// Most nodes have one child (a body, a modifier's content, a stack's tuple, a row's
/// view): held without an array, each of them saves an allocation in every row of every
/// list, and its word holds either form.
struct ChildList: RandomAccessCollection {
  private enum Storage {
    case one(Node)
    case many([Node])
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

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case nil: 0
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  subscript(position: Int) -> Node {
    switch storage {
    case .one(let node):
      precondition(position == 0, "child index out of range")
      return node
    case .many(let nodes): return nodes[position]
    case nil: preconditionFailure("child index out of range")
    }
  }

  /// Pushes the children on `stack`, last first when `reversed` (so that popping visits
  /// them in order): the walks of a subtree, without the generic `append(contentsOf:)`.
  func push(onto stack: inout [Node], reversed: Bool = false) {
    switch storage {
    case nil: return
    case .one(let node): stack.append(node)
    case .many(let nodes):
      if reversed { stack.append(contentsOf: nodes.reversed()) } else { stack.append(contentsOf: nodes) }
    }
  }

  /// The children as an array (made for a single child).
  var nodes: [Node] {
    switch storage {
    case nil: []
    case .one(let node): [node]
    case .many(let nodes): nodes
    }
  }
}
