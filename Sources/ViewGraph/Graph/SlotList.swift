/// The storages of a node's properties, by slot (``Node/slots``): the first held inline,
/// the others in an array. Most views with storage have a single `@State` (or one
/// `@StateObject`): an array would be an allocation, and its free, for every row of a list.
struct SlotList {
  // While `first` is nil, `rest` is empty: slots are only appended or all removed.
  private var first: AnyObject?
  private var rest: [AnyObject] = []

  var count: Int { first == nil ? 0 : 1 + rest.count }

  subscript(index: Int) -> AnyObject {
    get { index == 0 ? first.unsafelyUnwrapped : rest[index - 1] }
    set {
      if index == 0 { first = newValue } else { rest[index - 1] = newValue }
    }
  }

  mutating func append(_ object: AnyObject) {
    if first == nil { first = object } else { rest.append(object) }
  }

  /// Makes room for `count` slots at once, not one property at a time.
  mutating func reserveCapacity(_ count: Int) {
    if count > 1, rest.capacity < count - 1 { rest.reserveCapacity(count - 1) }
  }

  mutating func removeAll() {
    first = nil
    rest.removeAll()
  }
}
