#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A point at an x and a y. Mounted as a view that keeps the values it plots (S265).
  ///
  /// ```swift
  /// PointMark(x: .value("Weight", 70), y: .value("Height", 1.8))
  /// ```
  public struct PointMark: ChartContent {
    /// The value plotted as `x`, if any.
    @_spi(Inspection) public let x: PlottedValue?
    /// The value plotted as `y`, if any.
    @_spi(Inspection) public let y: PlottedValue?

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
      self.x = x.plotted
      self.y = y.plotted
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
      self.x = x.plotted
      self.y = nil
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
      self.x = nil
      self.y = y.plotted
    }

    public var body: some View { EmptyView() }
  }
#endif
