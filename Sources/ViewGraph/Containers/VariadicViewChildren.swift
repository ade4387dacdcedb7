/// The children of a `_VariadicView.Tree`'s content, in order, as its root reads them;
/// as a view, all of them (S190).
///
/// ```swift
/// func body(children: _VariadicView.Children) -> some View {
///   ForEach(children) { child in child.padding() }
/// }
/// ```
public struct _VariadicView_Children {
  let subviews: SubviewsCollection
}

extension _VariadicView_Children: RandomAccessCollection {
  /// One child: mounted, the view it stands for, with that view's state; it carries the
  /// traits written on it with `_trait(_:_:)` (S191).
  ///
  /// ```swift
  /// ForEach(children) { child in
  ///   child.opacity(child[IsPinnedKey.self] ? 1 : 0.5)
  /// }
  /// ```
  public struct Element: Identifiable {
    var subview: Subview

    /// The child's identity within its content: the same while its position, branch and
    /// `ForEach` id are.
    public var id: AnyHashable { AnyHashable(subview.id) }

    /// The explicit id the child was given (with `.id(_:)`, or its `ForEach` element's id)
    /// as an `ID`, or `nil` when it has none of that type.
    ///
    /// ```swift
    /// let fileID = child.id(as: FileItem.ID.self)
    /// ```
    public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
      subview.id.explicitID?.base as? ID
    }

    /// The value of the trait `key` written on the child, or its default.
    ///
    /// ```swift
    /// let canCollapse = child[CanCollapseKey.self]
    /// ```
    public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
      get { subview.containerValues[trait: key] }
      set {
        var values = subview.containerValues
        values[trait: key] = newValue
        subview = Subview(id: subview.id, containerValues: values, view: subview.view)
      }
    }
  }

  /// The position of the first child.
  public var startIndex: Int { subviews.startIndex }
  /// The position after the last child.
  public var endIndex: Int { subviews.endIndex }
  /// The child at `index`.
  public subscript(index: Int) -> Element { Element(subview: subviews[index]) }
}

extension _VariadicView_Children: View {
  /// All the children, each where it is.
  public var body: some View { ForEach(self) { $0 } }
}

extension _VariadicView_Children: BuiltInCompositeView {}

extension _VariadicView_Children.Element: View {
  /// The view the child stands for.
  public var body: AnyView { subview.view }
}

extension _VariadicView_Children.Element: BuiltInCompositeView {}

// Children passed on to another container stay the children they were, with their traits.
extension _VariadicView_Children: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    for subview in subviews { resolver.addResolved(subview) }
  }
}

extension _VariadicView_Children.Element: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) { resolver.addResolved(subview) }
}
