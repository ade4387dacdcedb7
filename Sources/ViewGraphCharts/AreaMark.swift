#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A point of an area under (or between) lines. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// AreaMark(x: .value("Hour", 9), y: .value("Load", 0.4))
  /// ```
  public struct AreaMark: ChartContent {
    /// The value plotted as `x`, if any.
    @_spi(Inspection) public let x: PlottedValue?
    /// The value plotted as `y`, if any.
    @_spi(Inspection) public let y: PlottedValue?
    /// The value plotted as `yStart`, if any.
    @_spi(Inspection) public let yStart: PlottedValue?
    /// The value plotted as `yEnd`, if any.
    @_spi(Inspection) public let yEnd: PlottedValue?
    /// The value plotted as `series`, if any.
    @_spi(Inspection) public let series: PlottedValue?

    public init<X: Plottable, Y: Plottable>(
      x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
      self.x = x.plotted
      self.y = y.plotted
      self.yStart = nil
      self.yEnd = nil
      self.series = nil
    }

    public init<X: Plottable, Y: Plottable>(
      x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
      self.x = x.plotted
      self.y = nil
      self.yStart = yStart.plotted
      self.yEnd = yEnd.plotted
      self.series = nil
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
      x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
      stacking: MarkStackingMethod = .standard
    ) {
      self.x = x.plotted
      self.y = y.plotted
      self.yStart = nil
      self.yEnd = nil
      self.series = series.plotted
    }

    public var body: some View { EmptyView() }
  }
#endif
