/// Views computed from a collection, one row per element, each row identified by its
/// element's id (SEMANTICS S13): reordering keeps each row's state, removing an id frees
/// it, adding it back gives fresh state.
///
/// ```swift
/// ForEach(store.items) { item in Row(item: item) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// The collection the rows come from.
  public var data: Data
  /// Makes the view of one row.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  let isConstantRange: Bool
  let onDeleteAction: ((IndexSet) -> Void)?
  let onMoveAction: ((IndexSet, Int) -> Void)?

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content, isConstantRange: false)
  }

  init(
    data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
    isConstantRange: Bool, onDelete: ((IndexSet) -> Void)? = nil,
    onMove: ((IndexSet, Int) -> Void)? = nil
  ) {
    self.data = data
    self.id = id
    self.content = content
    self.isConstantRange = isConstantRange
    self.onDeleteAction = onDelete
    self.onMoveAction = onMove
  }

  /// Lets rows be deleted (inspection calls the action through the node).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    ForEach(
      data: data, id: id, content: content, isConstantRange: isConstantRange,
      onDelete: action, onMove: onMoveAction)
  }

  /// Lets rows be moved.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    ForEach(
      data: data, id: id, content: content, isConstantRange: isConstantRange,
      onDelete: onDeleteAction, onMove: action)
  }
}

extension ForEach: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: { $0.id }, content: content, isConstantRange: false)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows for a *constant* range; a range that changes is reported (S13).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, id: { $0 }, content: content, isConstantRange: true)
  }
}

// Checks, after each evaluation, that a constant range stayed constant (S13).
extension ForEach: LifecycleObservingView {
  func didEvaluate(in node: Node) {
    guard isConstantRange else { return }
    let state = ForEachState<ID>.of(node)
    guard let initial = state.initialCount else {
      state.initialCount = data.count
      return
    }
    guard initial != data.count else { return }
    RuntimeWarning.raise(
      .nonConstantForEachRange,
      "ForEach<\(Data.self), \(ID.self), \(shortTypeName(Content.self))> count (\(data.count)) "
        + "!= its initial count (\(initial)). `ForEach(_:content:)` should only be "
        + "used for *constant* data. Instead conform data to `Identifiable` or use "
        + "`ForEach(_:id:content:)` and provide an explicit `id`!")
  }
}

extension ForEach: PrimitiveView {
  // Not tracked as a whole: only the walk over the ids is. Iterating a binding collection
  // (`ForEach($items)`) reads the collection, so inserts and removes rebuild the rows
  // before any row re-evaluates (S55), and an id may read a model. The rows are reported
  // outside the tracking, each evaluated as soon as it is reported: a row's reads are its
  // own (S30), and a list of thousands of rows touches each row's nodes and element once.
  func visitChildren(_ visitor: inout ChildVisitor) {
    let state = ForEachState<ID>.of(visitor.node)
    // A constant range keeps the rows of its first range whatever it becomes (S100): the
    // change is reported, and the rows stay.
    let data = isConstantRange ? state.constant(self.data) : self.data
    let previous = state.ids
    let walk = visitor.tracked { walkIDs(of: data, after: previous) }
    let count = walk.ids?.count ?? walk.matched
    visitor.reserveCapacity(count)
    // Read out of `self` first: a closure that reads a field of the generic `ForEach` asks
    // the runtime for its type's metadata on every call.
    let content = content
    // Walked again for the elements, untracked: the walk above read what this one reads.
    // Only a row writing to the data while it is evaluated (S7) could make it shorter.
    // A row is the view its closure makes, under the element's id: the closure runs here,
    // under the row's own tracking, and a row whose closure read something keeps where its
    // view came from, to run it again alone when that changes (RowSource.swift, S30). Below
    // a group whose modifiers reach each member (S52), a row is a `ForEachRow` node instead,
    // which passes them on.
    let rowsAreViews = visitor.node.memberModifiers == nil
    // The ids, read without an optional of `ID` per row: in this unspecialised code, each
    // one's metadata is a lookup in the runtime's table.
    let ids = walk.ids ?? previous
    let host = visitor.node.host
    let contentType = ObjectIdentifier(Content.self)
    // The count and the visitor are passed in, not captured: a captured variable would be
    // boxed, and each access to it checked at run time.
    @inline(__always) func visitRow(
      _ element: Data.Element, _ visited: inout Int, _ visitor: inout ChildVisitor
    ) -> Bool {
      guard visited < count else { return false }
      let isNext = visited < walk.matched
      let index = visited
      func key() -> IdentityComponent { .element(AnyHashableSendable(ids[index])) }
      if rowsAreViews {
        let source = isNext ? visitor.nextInOrderNode(of: contentType)?.rowSource : nil
        let (view, scope) = host.trackingRowClosure(in: source?.scope) { content(element) }
        // Moved, not copied: a copy retains and releases every reference the row holds.
        let node = visitor.visitRow(consume view, isNext: isNext, key: key, needsNode: scope != nil)
        if let node { keepSource(of: node, scope: scope, element: element, content: content) }
      } else {
        let row = ForEachRow(element: element, content: content)
        if !isNext || !visitor.visitNextMounted(row) { visitor.visit(row, key: key()) }
      }
      visited += 1
      visitor.evaluateReportedNow()
      return true
    }
    // An array's elements are read from its buffer: this code is not specialised for the
    // data's type, and the generic iterator reads each element through a coroutine whose
    // frame is allocated, an allocation per row. Each loop has the row's code inlined, so
    // that the runtime lookup of the row's generic type is made once, before the loop.
    var visited = 0
    let contiguous: Int? = data.withContiguousStorageIfAvailable { buffer in
      var visitedInBuffer = 0
      for element in buffer where !visitRow(element, &visitedInBuffer, &visitor) { break }
      return visitedInBuffer
    }
    if let contiguous {
      visited = contiguous
    } else {
      for element in data where !visitRow(element, &visited, &visitor) { break }
    }
    // Kept only when the rows differ from the last visit's (a re-render with the same
    // data allocates nothing), and only duplicate-free: a repeated id is never a prefix
    // to trust.
    if walk.hasDuplicates {
      state.ids = []
    } else if let ids = walk.ids {
      state.ids = visited < ids.count ? Array(ids[0..<visited]) : ids
    } else if visited < previous.count {
      state.ids = Array(previous[0..<visited])  // rows only removed from the end
    }
  }

  /// Keeps, on a row's node, where its view came from while its closure reads something
  /// (`scope` is the scope that tracked it), and drops it once the closure read nothing.
  @MainActor private func keepSource(
    of node: Node, scope: StateReadScope?, element: Data.Element,
    content: @escaping (Data.Element) -> Content
  ) {
    let kept = node.rowSource
    guard let scope else {
      guard let kept else { return }
      // What it read last no longer concerns the row; the observers Observation keeps
      // for it may still fire, and must find no node (the node may be gone by then).
      kept.scope.detach()
      node.rowSource = nil
      return
    }
    if let kept, kept.scope === scope {
      // This `ForEach`'s row: a node's type and its parent's never change.
      let source = unsafeDowncast(kept, to: ForEachRowSource<Data.Element, Content>.self)
      source.element = element
      source.content = content
      source.isStale = false
      return
    }
    kept?.scope.detach()
    scope.attachRowSource(to: node)
    node.rowSource = ForEachRowSource(element: element, content: content, scope: scope)
  }

  /// The rows' ids, in order. While they repeat the last visit's, each row is the next
  /// mounted child: its identity is known without making an `AnyHashable` and comparing
  /// it, and the ids are known to be unique. From the first difference on, every id is
  /// kept and checked; `ids` is nil when there was none.
  private func walkIDs(
    of data: Data, after previous: [ID]
  ) -> (matched: Int, ids: [ID]?, hasDuplicates: Bool) {
    var matched = 0
    var ids: [ID]?
    // The ids seen, to find a repeated one. `Int` ids, the most common, go to a set of `Int`,
    // whose code is specialised: the generic set's unspecialised insert costs every row of
    // a list over a thousand instructions. (Two locals, not a generic struct holding both:
    // each call of its method would look its type up in the runtime's metadata table.)
    let idsAreInts = ID.self == Int.self
    var seenInts = Set<Int>()
    var seenOthers = Set<ID>()
    // `Int` ids in increasing order, as most lists' are, are unique without a set: each is
    // compared with the last one only. The set is made from the ids so far when the order
    // breaks (hashing an id costs a first mount a few hundred instructions a row).
    var intsIncrease = true
    var lastInt = Int.min
    // Written out at each use, not a local function: a variable a local function captures
    // is boxed, and each access to it checked at run time.
    var hasDuplicates = false
    let id = id  // read out of `self`, as in `visitChildren`
    forEachElement(of: data) { element in
      let elementID = id(element)
      if ids == nil {
        if matched < previous.count, previous[matched] == elementID {
          matched += 1
          return true
        }
        // Leaving the repeated prefix: its ids are unique and become the first ones seen.
        var kept = [ID]()
        kept.reserveCapacity(data.count)
        kept.append(contentsOf: previous[0..<matched])
        ids = kept
        if !idsAreInts { seenOthers.reserveCapacity(data.count) }
        for previousID in previous[0..<matched] {
          if idsAreInts {
            // The prefix is unique (see below): its order decides whether a set is needed.
            let value = unsafeBitCast(previousID, to: Int.self)
            if intsIncrease, value > lastInt { lastInt = value } else { intsIncrease = false }
          } else {
            seenOthers.insert(previousID)
          }
        }
        if idsAreInts, !intsIncrease {
          seenInts.reserveCapacity(data.count)
          for previousID in previous[0..<matched] { seenInts.insert(unsafeBitCast(previousID, to: Int.self)) }
        }
      }
      ids?.append(elementID)
      let isNew: Bool
      if idsAreInts {
        let value = unsafeBitCast(elementID, to: Int.self)
        if intsIncrease, value > lastInt {
          lastInt = value
          isNew = true
        } else {
          if intsIncrease {
            intsIncrease = false
            seenInts.reserveCapacity(data.count)
            for seen in ids.unsafelyUnwrapped.dropLast() {
              seenInts.insert(unsafeBitCast(seen, to: Int.self))
            }
          }
          isNew = seenInts.insert(value).inserted
        }
      } else {
        isNew = seenOthers.insert(elementID).inserted
      }
      if !isNew && !hasDuplicates {
        hasDuplicates = true
        RuntimeWarning.raise(
          .duplicateForEachID,
          "ForEach<\(Data.self), \(ID.self), \(shortTypeName(Content.self))>: the ID "
            + "\(elementID) occurs multiple times within the collection, this will give "
            + "undefined results!")
      }
      return true
    }
    return (matched, ids, hasDuplicates)
  }

  /// Runs `body` on each element, in order, while it returns true. An array's elements are
  /// read from its buffer, as in `visitChildren`.
  private func forEachElement(of data: Data, _ body: (Data.Element) -> Bool) {
    let contiguous: Void? = data.withContiguousStorageIfAvailable { buffer in
      for element in buffer where !body(element) { return }
    }
    guard contiguous == nil else { return }
    for element in data where !body(element) { return }
  }
}

/// What a `ForEach` identity keeps between visits: the ids of its mounted rows in order,
/// and for a constant range, its first count (S13).
final class ForEachState<ID: Hashable> {
  var ids: [ID] = []
  var initialCount: Int?
  /// A constant range's first data: the rows it shows for as long as it is mounted.
  private var initialData: Any?

  /// `data` the first time, then the first data again.
  func constant<Data>(_ data: Data) -> Data {
    if let initial = initialData as? Data { return initial }
    initialData = data
    return data
  }

  @MainActor static func of(_ node: Node) -> ForEachState {
    if let state = node.modifierState as? ForEachState { return state }
    let state = ForEachState()
    node.modifierState = state
    return state
  }
}

/// One row of a `ForEach` below a group whose modifiers reach each member (S52), which it
/// passes on. Primitive, so that the row closure runs under the row's own tracking: what it
/// reads invalidates the row, not the view holding the ForEach (S30). Elsewhere a row is
/// its closure's view itself (``RowSource``).
struct ForEachRow<Element, Content: View>: View {
  let element: Element
  let content: (Element) -> Content
  var body: Never { primitiveBody(Self.self) }
}

extension ForEachRow: PrimitiveView {
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(content(element), key: .content)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the given offsets, as SwiftUI adds for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at the given offsets before `destination`, as SwiftUI adds for
  /// `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let insertAt = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: insertAt)
  }
}

/// What a `ForEach`'s rows can be edited with: the actions its `onDelete` and `onMove`
/// were given. Inspection runs them as a swipe or a drag would.
///
/// ```swift
/// node.rowEditing?.onDelete?(IndexSet(integer: 2))
/// ```
@_spi(Inspection)
public struct RowEditing {
  /// The `onDelete` action, if any.
  public let onDelete: ((IndexSet) -> Void)?
  /// The `onMove` action, if any.
  public let onMove: ((IndexSet, Int) -> Void)?
}

/// A `ForEach`, whatever its data: how inspection reaches its row actions.
protocol EditableRows {
  var rowEditing: RowEditing { get }
}

extension ForEach: EditableRows {
  var rowEditing: RowEditing { RowEditing(onDelete: onDeleteAction, onMove: onMoveAction) }
}

@_spi(Inspection)
extension Node {
  /// The row actions of this `ForEach`; nil when the node is no `ForEach`.
  public var rowEditing: RowEditing? { (value as? any EditableRows)?.rowEditing }
}

// Modifiers on a group pass through a ForEach to each row (S52).
extension ForEach: MemberList {}
extension ForEachRow: MemberList {}
