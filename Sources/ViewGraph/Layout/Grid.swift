/// A two-dimensional grid of `GridRow`s; every cell is mounted.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text(user.name) }
///   GridRow { Text("Email"); Text(user.email) }
/// }
/// ```
public struct Grid<Content: View> {
  let content: Content
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension Grid: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}

/// One row of a `Grid`.
public struct GridRow<Content: View> {
  let content: Content
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension GridRow: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}

extension View {
  nonisolated public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _StyleModifier> {
    style("gridCellColumns", count)
  }
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("gridColumnAlignment", guide)
  }
  /// Where this cell's content sits in its grid cell (recorded).
  ///
  /// ```swift
  /// Text(flavor.name).gridCellAnchor(.leading)
  /// ```
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    style("gridCellAnchor", anchor)
  }
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _StyleModifier> {
    style("gridCellUnsizedAxes", axes.rawValue)
  }
}
