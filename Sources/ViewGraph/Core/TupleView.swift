@_spi(Reflection) import Swift

/// A view built from a block of several views; each element keeps its position as its
/// structural identity.
///
/// `ViewBuilder` produces it; you rarely name it:
///
/// ```swift
/// let pair: TupleView<(Text, Text)> = ViewBuilder.buildBlock(Text("a"), Text("b"))
/// ```
public struct TupleView<T> {
  /// The tuple of child views.
  // Read from the pack: a tuple view is copied into its container's value and its own
  // node, so holding the children twice would store every view of a block three times.
  public var value: T {
    get { pack.tuple as! T }  // T is the pack's tuple type: `init` is the only maker
    set { pack = pack.replacingTuple(with: newValue) }
  }
  // The values as a parameter pack, so children can be visited and compared without
  // reflection or closures (a closure would make every container look changed).
  private(set) var pack: AnyViewPack

  init<each Content: View>(pack: ViewPack<repeat each Content>) where T == (repeat each Content) {
    self.pack = pack
  }

  public init<each Content: View>(_ value: T) where T == (repeat each Content) {
    self.init(pack: ViewPack(repeat each value))
  }

}

extension TupleView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { pack.visit(&visitor) }
}

extension TupleView: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.pack.isGraphEqual(to: rhs.pack) }
}

/// Type-erased parameter pack of child views. Built anywhere a `ViewBuilder` runs (it is
/// not main-actor isolated, as in SwiftUI), read by the graph on the main actor.
class AnyViewPack {
  /// The values as the tuple `TupleView.value` is.
  var tuple: Any { () }
  /// A pack of the same view types holding `tuple`'s values.
  func replacingTuple(with tuple: Any) -> AnyViewPack { self }
  @MainActor func visit(_ visitor: inout ChildVisitor) {}
  @MainActor func isGraphEqual(to other: AnyViewPack) -> Bool { false }
  @MainActor func visitFirst(_ visitor: inout ChildVisitor) {}
  /// Adds each child's subviews, at its position, for a custom container.
  func resolveSubviews(into resolver: inout SubviewResolver) {}
}

final class ViewPack<each Content: View>: AnyViewPack {
  // Written only by `replacingTuple`, on a copy no one else holds yet: a checked access
  // on each visit would cost every row two runtime calls.
  @exclusivity(unchecked) private(set) var values: (repeat each Content)

  init(_ values: repeat each Content) { self.values = (repeat each values) }

  override var tuple: Any { values }
  override func replacingTuple(with tuple: Any) -> AnyViewPack {
    // TupleView's T is this tuple type. (Made as a copy, then written: passing a tuple to
    // a pack initializer from here crashes the 6.3 compiler.)
    let copy = ViewPack(repeat each values)
    copy.values = forceCast(tuple, to: (repeat each Content).self)
    return copy
  }

  @MainActor override func visit(_ visitor: inout ChildVisitor) {
    var count = 0
    for _ in repeat (each Content).self { count += 1 }
    visitor.expectChildren(count)
    var index = 0
    for child in repeat each values {
      visitor.visit(child, key: .index(index))
      index += 1
    }
  }

  override func resolveSubviews(into resolver: inout SubviewResolver) {
    var index = 0
    for child in repeat each values {
      resolver.add(child, at: index)
      index += 1
    }
  }

  @MainActor override func visitFirst(_ visitor: inout ChildVisitor) {
    for child in repeat each values {
      visitor.visit(child, key: .index(0))
      return
    }
  }

  @MainActor override func isGraphEqual(to other: AnyViewPack) -> Bool {
    if other === self { return true }
    guard let other = other as? ViewPack<repeat each Content> else { return false }
    var equal = true
    @MainActor func compare<C>(_ lhs: C, _ rhs: C) {
      guard equal else { return }
      equal = graphIsEqual(lhs, rhs)
    }
    repeat compare(each values, each other.values)
    return equal
  }
}

private func forceCast<T>(_ value: Any, to type: T.Type) -> T { value as! T }

/// A `TupleView` of any element types, to tell one from its type.
protocol TupleViewContent {}
extension TupleView: TupleViewContent {}

extension TupleView where T == Void {
  /// The pack of `view`, a `TupleView` of any type (the caller checked it is one): its
  /// only field, whatever the element types.
  static func pack<V>(of view: V) -> AnyViewPack {
    assert(V.self is any TupleViewContent.Type)
    return withUnsafeBytes(of: view) { $0.load(as: AnyViewPack.self) }
  }
}

// Modifiers on a group pass through a tuple to its members (S52).
extension TupleView: MemberList {}

extension TupleView {
  /// The block's view types: the elements of the tuple `T`.
  static var inertChildTypes: [Any.Type]? {
    // `T` is a tuple of two views or more (a block of one view is that view).
    guard metadataKind(of: T.self) == .tuple else { return nil }
    var types: [Any.Type] = []
    _ = _forEachField(of: T.self, options: []) { _, _, type, _ in
      types.append(type)
      return true
    }
    return types
  }
}
