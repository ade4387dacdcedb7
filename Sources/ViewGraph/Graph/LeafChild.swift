/// A leaf primitive child (a `Text`, an `Image`) held by value in its parent's list: its
/// evaluation does nothing, so until something inspects the tree it needs no node. Every
/// row of a list is spared its texts' nodes: their allocation, their evaluation and their
/// teardown. ``Node/materializeLeaves()`` makes the node the leaf would have had.
struct LeafChild {
  let component: IdentityComponent
  /// The record of the view's type (its comparator, its node class).
  let info: TypeInfo
  /// The view value.
  var value: Any

  /// Runs `body` with the address of the view value (of the type `info` describes).
  func withValue<R>(_ body: (UnsafeRawPointer) -> R) -> R {
    func open<V>(_ value: V) -> R { withAddress(of: value, body) }
    return _openExistential(value, do: open)
  }
}
