#if !canImport(Charts)
  import Foundation

  /// A mark's width or height, or a sector's radius.
  public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    let name: String
    public static let automatic = MarkDimension(name: "automatic")
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(name: "fixed(\(value))") }
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(name: "ratio(\(value))") }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(name: "inset(\(value))") }
    init(name: String) { self.name = name }
    public init(floatLiteral value: Double) { name = "fixed(\(value))" }
    public init(integerLiteral value: Int) { name = "fixed(\(value))" }
  }

  /// How bars and areas at the same position stack.
  public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
  }

  /// How a line or an area joins its points.
  public struct InterpolationMethod: Sendable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
  }
#endif
