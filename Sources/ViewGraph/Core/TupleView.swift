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
  public var value: T
  // Holds the same values as a parameter pack, so children can be visited and compared
  // without reflection or closures (a closure would make every container look changed).
  let pack: AnyViewPack

  init<each Content: View>(pack: ViewPack<repeat each Content>) where T == (repeat each Content) {
    self.value = pack.values
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
  @MainActor func visit(_ visitor: inout ChildVisitor) {}
  @MainActor func isGraphEqual(to other: AnyViewPack) -> Bool { false }
  @MainActor func visitFirst(_ visitor: inout ChildVisitor) {}
}

final class ViewPack<each Content: View>: AnyViewPack {
  let values: (repeat each Content)

  init(_ values: repeat each Content) { self.values = (repeat each values) }

  @MainActor override func visit(_ visitor: inout ChildVisitor) {
    var index = 0
    for child in repeat each values {
      visitor.visit(child, key: .index(index))
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
