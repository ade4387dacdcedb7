extension View {
  /// Layers a view in front of this one; it is mounted.
  ///
  /// ```swift
  /// .overlay(alignment: .topTrailing) { Badge(count: unread) }
  /// ```
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .overlay))
  }

  /// Layers a view in front of this one; it is mounted.
  @_disfavoredOverload
  nonisolated public func overlay<V: View>(
    _ view: V, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: view, slot: .overlay))
  }

  /// Fills the space in front of this view with a style (recorded, not drawn).
  nonisolated public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("overlay", style)
  }

  /// Layers `shape`, filled with `style`, in front of this view (iOS 15; recorded, not drawn):
  /// the style and the shape's type are recorded, as `background(_:in:fillStyle:)` records
  /// them (S365).
  ///
  /// ```swift
  /// PassCard().overlay(.bar, in: .capsule.stroke())
  /// ```
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("overlay", style, T.self)
  }
}
