#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A slice of a pie or donut chart, sized by its angle value. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// SectorMark(angle: .value("Sales", 120), innerRadius: .ratio(0.6))
  /// ```
  public struct SectorMark: ChartContent {
    /// The value plotted as `angle`, if any.
    @_spi(Inspection) public let angle: PlottedValue?

    public init<A: Plottable>(
      angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
      outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
      self.angle = angle.plotted
    }

    public var body: some View { EmptyView() }
  }
#endif
