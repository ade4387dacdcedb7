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

extension ForEach: PrimitiveView {
  // Tracked: iterating a binding collection (`ForEach($items)`) reads the collection, so
  // inserts and removes rebuild the rows before any row re-evaluates (S55).
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    let count = data.count
    var seen = Set<ID>(minimumCapacity: count)
    visitor.reserveCapacity(count)
    var reported = false
    for element in data {
      let elementID = id(element)
      if !seen.insert(elementID).inserted && !reported {
        reported = true
        RuntimeWarning.raise(
          .duplicateForEachID,
          "ForEach<\(Data.self), \(ID.self), \(shortTypeName(Content.self))>: the ID "
            + "\(elementID) occurs multiple times within the collection, this will give "
            + "undefined results!")
      }
      visitor.visit(
        ForEachRow(element: element, content: content),
        key: .element(AnyHashableSendable(elementID)))
    }
  }

  func didEvaluate(in node: Node) {
    guard isConstantRange else { return }
    guard let initial = node.modifierState as? LastValue<Int> else {
      node.modifierState = LastValue(data.count)
      return
    }
    guard initial.value != data.count else { return }
    RuntimeWarning.raise(
      .nonConstantForEachRange,
      "ForEach<\(Data.self), \(ID.self), \(shortTypeName(Content.self))> count (\(data.count)) "
        + "!= its initial count (\(initial.value)). `ForEach(_:content:)` should only be "
        + "used for *constant* data. Instead conform data to `Identifiable` or use "
        + "`ForEach(_:id:content:)` and provide an explicit `id`!")
  }
}

/// One row of a `ForEach`. Primitive, so that the row closure runs under the row's own
/// tracking: what it reads invalidates the row, not the view holding the ForEach (S30).
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
