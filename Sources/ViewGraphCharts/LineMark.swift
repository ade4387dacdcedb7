#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A point of a line through the data. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
  /// ```
  public struct LineMark: ChartContent {
    /// The value plotted as `x`, if any.
    @_spi(Inspection) public let x: PlottedValue?
    /// The value plotted as `y`, if any.
    @_spi(Inspection) public let y: PlottedValue?
    /// The value plotted as `series`, if any.
    @_spi(Inspection) public let series: PlottedValue?

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
      self.x = x.plotted
      self.y = y.plotted
      self.series = nil
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
      x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
      self.x = x.plotted
      self.y = y.plotted
      self.series = series.plotted
    }

    public var body: some View { EmptyView() }
  }
#endif
