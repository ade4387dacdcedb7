#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A rectangle at an x and a y. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// RectangleMark(x: .value("Hour", 9), y: .value("Day", "Mon"))
  /// ```
  public struct RectangleMark: ChartContent {
    /// The value plotted as `x`, if any.
    @_spi(Inspection) public let x: PlottedValue?
    /// The value plotted as `y`, if any.
    @_spi(Inspection) public let y: PlottedValue?

    public init<X: Plottable, Y: Plottable>(
      x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
      height: MarkDimension = .automatic
    ) {
      self.x = x.plotted
      self.y = y.plotted
    }

    public var body: some View { EmptyView() }
  }
#endif
