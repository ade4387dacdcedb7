#if !canImport(CoreGraphics)
  import Foundation

  /// A color space as Core Graphics names it: gray or RGB, nothing converted. Apps keep a
  /// color as its space's name and its components (Defaults' `ColorBridge`), and make it
  /// again from them.
  ///
  /// ```swift
  /// let space = CGColorSpace(name: CGColorSpace.sRGB)!
  /// let color = CGColor(colorSpace: space, components: [1, 0.5, 0, 1])
  /// ```
  public final class CGColorSpace: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The space's name, one of the constants below.
    public let name: CFString?
    /// How many components a color in the space has, alpha excluded.
    public let numberOfComponents: Int

    /// The named space; nil for a name Core Graphics does not know.
    public init?(name: CFString) {
      let known = Self.grayNames.contains(name as String) ? 1 : Self.rgbNames.contains(name as String) ? 3 : 0
      guard known > 0 else { return nil }
      self.name = name
      numberOfComponents = known
    }

    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" }
    public static var extendedLinearSRGB: CFString { "kCGColorSpaceExtendedLinearSRGB" }
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    public static var extendedDisplayP3: CFString { "kCGColorSpaceExtendedDisplayP3" }
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    public static var extendedGray: CFString { "kCGColorSpaceExtendedGray" }
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }

    private static let grayNames: Set<String> = [
      "kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceExtendedGray", "kCGColorSpaceLinearGray",
    ]
    private static let rgbNames: Set<String> = [
      "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceLinearSRGB",
      "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceDisplayP3", "kCGColorSpaceExtendedDisplayP3",
      "kCGColorSpaceGenericRGBLinear",
    ]

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { (name as String?) ?? "CGColorSpace" }
  }
#endif
