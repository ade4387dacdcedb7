import Foundation

/// A timing curve from 0 to 1, as `LinearKeyframe(timingCurve:)` and
/// `Animation.timingCurve(_:duration:)` take it.
///
/// ```swift
/// LinearKeyframe(1.0, duration: 0.2, timingCurve: .easeInOut)
/// ```
public struct UnitCurve: Hashable, Sendable {
  let name: String

  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn")
  public static let easeOut = UnitCurve(name: "easeOut")
  public static let easeInOut = UnitCurve(name: "easeInOut")
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

  /// A cubic Bézier curve through (0, 0) and (1, 1) with the given control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }

  /// The curve run backwards.
  public var inverse: UnitCurve { UnitCurve(name: "\(name).inverse") }
}

extension Animation {
  /// An animation along `curve` over `duration` seconds (ViewGraph applies changes at once).
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation { .easeInOut }
}
