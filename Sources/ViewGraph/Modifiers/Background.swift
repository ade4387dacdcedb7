extension View {
  /// Layers a view behind this one; it is mounted.
  ///
  /// ```swift
  /// .background { RoundedRectangle(cornerRadius: 8).fill(.gray) }
  /// ```
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .background))
  }

  /// Layers a view behind this one; it is mounted.
  @_disfavoredOverload
  nonisolated public func background<V: View>(
    _ view: V, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _AttachedContentModifier<V>> {
    modifier(_AttachedContentModifier(attached: view, slot: .background))
  }

  /// Fills the space behind this view with a style (recorded, not drawn).
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("background", style)
  }
}
