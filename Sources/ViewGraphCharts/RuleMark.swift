#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A line across the chart at a value, or a segment between two. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// RuleMark(y: .value("Goal", 10_000))
  /// ```
  public struct RuleMark: ChartContent {
    /// The value plotted as `x`, if any.
    @_spi(Inspection) public let x: PlottedValue?
    /// The value plotted as `y`, if any.
    @_spi(Inspection) public let y: PlottedValue?
    /// The value plotted as `xStart`, if any.
    @_spi(Inspection) public let xStart: PlottedValue?
    /// The value plotted as `xEnd`, if any.
    @_spi(Inspection) public let xEnd: PlottedValue?
    /// The value plotted as `yStart`, if any.
    @_spi(Inspection) public let yStart: PlottedValue?
    /// The value plotted as `yEnd`, if any.
    @_spi(Inspection) public let yEnd: PlottedValue?

    public init<X: Plottable>(x: PlottableValue<X>) {
      self.x = x.plotted
      self.y = nil
      self.xStart = nil
      self.xEnd = nil
      self.yStart = nil
      self.yEnd = nil
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
      self.x = nil
      self.y = y.plotted
      self.xStart = nil
      self.xEnd = nil
      self.yStart = nil
      self.yEnd = nil
    }

    public init<X: Plottable, Y: Plottable>(
      xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
      self.x = nil
      self.y = y.plotted
      self.xStart = xStart.plotted
      self.xEnd = xEnd.plotted
      self.yStart = nil
      self.yEnd = nil
    }

    public init<X: Plottable, Y: Plottable>(
      x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
      self.x = x.plotted
      self.y = nil
      self.xStart = nil
      self.xEnd = nil
      self.yStart = yStart.plotted
      self.yEnd = yEnd.plotted
    }

    public var body: some View { EmptyView() }
  }
#endif
