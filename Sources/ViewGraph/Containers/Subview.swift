/// One subview of a view's content, as a custom container reads it (iOS 18): a leaf view,
/// with the container values set on it.
///
/// A container places it where it likes; mounted, it is the view it stands for, with that
/// view's state (S165).
///
/// ```swift
/// ForEach(subviews: content) { subview in
///   subview.padding().background(subview.containerValues.isHighlighted ? .yellow : .clear)
/// }
/// ```
public struct Subview: Identifiable {
  /// The subview's identity within its content.
  public struct ID: Hashable, @unchecked Sendable {
    // Components are the content's own ids (tuple positions, branches, ForEach ids).
    let path: [AnyHashable]

    /// The innermost explicit id on the path (an `.id(_:)`, a `ForEach` row's), which
    /// `_VariadicView_Children.Element` gives back as the child's explicit id.
    var explicitID: AnyHashable? {
      path.last { $0.base is ExplicitSubviewID }.map { ($0.base as! ExplicitSubviewID).id }
    }
  }

  /// The subview's identity within its content: the same while its position and id are.
  public let id: ID
  /// The container values set on the subview.
  public let containerValues: ContainerValues
  let view: AnyView
}

extension Subview: View {
  public var body: AnyView { view }
}

extension Subview: BuiltInCompositeView {}

/// The subviews of a view's content, in order; as a view, all of them.
///
/// ```swift
/// Group(subviews: content) { subviews in
///   if let first = subviews.first { first.font(.title) }
///   ForEach(subviews.dropFirst()) { $0 }
/// }
/// ```
public struct SubviewsCollection: RandomAccessCollection {
  let subviews: [Subview]

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
}

extension SubviewsCollection: View {
  public var body: some View { ForEach(subviews) { $0 } }
}

extension SubviewsCollection: BuiltInCompositeView {}

/// A range of a `SubviewsCollection`; as a view, its subviews.
///
/// ```swift
/// ForEach(subviews.dropFirst()) { $0 }
/// ```
public struct SubviewsCollectionSlice: RandomAccessCollection {
  let subviews: ArraySlice<Subview>

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
}

extension SubviewsCollectionSlice: View {
  public var body: some View { ForEach(Array(subviews)) { $0 } }
}

extension SubviewsCollectionSlice: BuiltInCompositeView {}
