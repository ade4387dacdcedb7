#if !canImport(Charts)
  import Foundation

  /// The values a chart's scale covers: a range, the categories, or automatic.
  ///
  /// ```swift
  /// .chartYScale(domain: 0...100)
  /// ```
  public protocol ScaleDomain {}

  extension ClosedRange: ScaleDomain {}
  extension Range: ScaleDomain {}
  extension Array: ScaleDomain {}

  /// A domain the chart works out from its data.
  public struct AutomaticScaleDomain: ScaleDomain, Sendable {}

  extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
      AutomaticScaleDomain()
    }
  }

  /// How a scale maps values to positions.
  public struct ScaleType: Sendable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")
  }

  /// The positions a scale maps onto.
  public protocol ScaleRange {}

  /// A position scale's range: the plot's dimension with padding.
  public struct PositionScaleRange: ScaleRange {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange
    {
      PositionScaleRange()
    }
    public static func plotDimension(padding: CGFloat) -> PositionScaleRange { PositionScaleRange() }
  }

  extension ClosedRange: ScaleRange {}
#endif
