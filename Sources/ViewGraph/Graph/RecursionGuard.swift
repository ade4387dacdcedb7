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
