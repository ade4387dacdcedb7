/// Tells a view tree that nests without end from one that is merely deep (a thread of
/// replies, a file tree).
///
/// A composite view whose nearest ancestor of the same type holds an equal value in the
/// very same environment is endless: its body will produce the same child again, forever.
/// This is checked only past ``checkDepth``, where no hand-written screen nests, so ordinary
/// trees pay nothing. A recursion whose input changes every level (`Count(n: n + 1)`) is
/// stopped by ``ViewHost/maximumDepth``; the graph evaluates and tears down from explicit
/// stacks, so depth costs memory, never thread stack.
@MainActor
enum RecursionGuard {
  /// Below this depth nothing is checked.
  static let checkDepth = 256
  /// How far up to look for the same view type; a recursive view repeats itself within a
  /// few levels.
  static let searchLimit = 64

  /// How many nodes a level of the app's views may take on average before the depth limit
  /// applies in nodes anyway.
  static let nodesPerLevelCap = 16

  /// How many of the app's views enclose `node`, itself included. Cached on each node it
  /// is asked of (only nodes past the depth limit), so a deep chain costs O(1) a node.
  static func appViewLevels(of node: Node) -> Int {
    if let cached = node.extras?.appViewLevels { return cached }
    var levels = 0
    var current: Node? = node
    while let ancestor = current {
      if ancestor !== node, let cached = ancestor.extras?.appViewLevels {
        levels += cached
        break
      }
      if ancestor.isUserView { levels += 1 }
      current = ancestor.parent
    }
    node.extrasForWriting.appViewLevels = levels
    return levels
  }

  /// The nearest ancestor that makes `node` an endless repetition, if any.
  static func repeatedAncestor(
    of node: Node, isSameInput: (Node) -> Bool
  ) -> Node? {
    var current = node.parent
    var steps = 0
    while let ancestor = current, steps < searchLimit {
      if ancestor.typeID == node.typeID {
        let repeats =
          ancestor.environment.isIdentical(to: node.environment) && isSameInput(ancestor)
        return repeats ? ancestor : nil
      }
      current = ancestor.parent
      steps += 1
    }
    return nil
  }

}
