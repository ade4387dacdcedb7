extension Array {
  /// Removes every element and keeps the buffer, as `removeAll(keepingCapacity: true)`
  /// does, without its generic `replaceSubrange` path: a few hundred instructions for the
  /// one or two elements the graph's per-node arrays hold, paid for each node of every
  /// row, and nothing at all when the array is already empty.
  @inline(__always) mutating func removeAllKeepingBuffer() {
    while !isEmpty { removeLast() }
  }
}
