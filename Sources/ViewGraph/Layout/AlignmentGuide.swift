// `alignmentGuide(_:computeValue:)`: recorded, as layout is not modelled.

extension View {
  /// Moves a horizontal guide of this view to the value `computeValue` returns (recorded).
  ///
  /// ```swift
  /// Text("Label").alignmentGuide(.leading) { $0[.trailing] }
  /// ```
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("alignmentGuide", g.name)
  }

  /// Moves a vertical guide of this view to the value `computeValue` returns (recorded).
  ///
  /// ```swift
  /// HStack { field }.alignmentGuide(.firstTextBaseline) { $0[VerticalAlignment.center] }
  /// ```
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("alignmentGuide", g.name)
  }
}
