#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A bar: a value along one axis, at a position along the other. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200))
  /// ```
  public struct BarMark: ChartContent {
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

    public init<X: Plottable, Y: Plottable>(
      x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
      height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
      self.x = x.plotted
      self.y = y.plotted
      self.xStart = nil
      self.xEnd = nil
      self.yStart = nil
      self.yEnd = nil
    }

    public init<X: Plottable, Y: Plottable>(
      xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
      height: MarkDimension = .automatic
    ) {
      self.x = nil
      self.y = y.plotted
      self.xStart = xStart.plotted
      self.xEnd = xEnd.plotted
      self.yStart = nil
      self.yEnd = nil
    }

    public init<X: Plottable, Y: Plottable>(
      x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
      width: MarkDimension = .automatic
    ) {
      self.x = x.plotted
      self.y = nil
      self.xStart = nil
      self.xEnd = nil
      self.yStart = yStart.plotted
      self.yEnd = yEnd.plotted
    }

    public init<X: Plottable>(
      x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
      self.x = x.plotted
      self.y = nil
      self.xStart = nil
      self.xEnd = nil
      self.yStart = nil
      self.yEnd = nil
    }

    public init<Y: Plottable>(
      y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
      self.x = nil
      self.y = y.plotted
      self.xStart = nil
      self.xEnd = nil
      self.yStart = nil
      self.yEnd = nil
    }

    public var body: some View { EmptyView() }
  }
#endif
