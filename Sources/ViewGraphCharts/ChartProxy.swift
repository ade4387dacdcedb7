#if !canImport(Charts)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// Converts between a chart's values and positions in its plot, for an overlay's
  /// gestures. Nothing is laid out headlessly: each conversion raises a `notModelled`
  /// warning and answers nil.
  ///
  /// ```swift
  /// .chartOverlay { proxy in Color.clear.onTapGesture { selected = proxy.value(atX: 40, as: Date.self) } }
  /// ```
  public struct ChartProxy {
    init() {}

    /// A proxy outside any chart, for a test of what an overlay does.
    @_spi(Inspection) public static var forTesting: ChartProxy { ChartProxy() }

    /// The size of the plot: zero, as nothing is laid out.
    public var plotSize: CGSize { .zero }

    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
      Self.notLaidOut("value(atX:as:)")
    }

    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
      Self.notLaidOut("value(atY:as:)")
    }

    public func position<P: Plottable>(forX value: P) -> CGFloat? { Self.notLaidOut("position(forX:)") }

    public func position<P: Plottable>(forY value: P) -> CGFloat? { Self.notLaidOut("position(forY:)") }

    private static func notLaidOut<T>(_ call: String) -> T? {
      RuntimeWarning.raise(
        .notModelled,
        "ChartProxy.\(call) converts between values and positions in a laid-out chart; headlessly nothing is "
          + "laid out, so it answers nil. Test what the overlay's action does with a value instead.")
      return nil
    }
  }
#endif
