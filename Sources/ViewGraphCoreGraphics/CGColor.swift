#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#else
  import Foundation

  /// A color as Core Graphics holds it: components in a color space and an alpha, nothing
  /// drawn. `import SwiftUI` brings it (`Color.cgColor`, `UIColor.cgColor`), and apps read
  /// its components to write hex strings or compare colors.
  ///
  /// ```swift
  /// let components = Color(red: 1, green: 0.5, blue: 0).cgColor?.components  // [1, 0.5, 0, 1]
  /// ```
  public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Whether the components are one gray value or red, green and blue (then alpha).
    private let isGray: Bool
    private let values: [CGFloat]

    /// A color in the device RGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      isGray = false
      values = [red, green, blue, alpha]
    }

    /// A color in the sRGB space.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      isGray = false
      values = [red, green, blue, alpha]
    }

    /// A color in the device gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
      isGray = true
      values = [gray, alpha]
    }

    /// A color with `components` in `colorSpace`, its alpha last; nil when their number is not
    /// the space's plus one.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
      let count = colorSpace.numberOfComponents + 1
      let values = Array(UnsafeBufferPointer(start: components, count: count))
      if count == 2 {
        self.init(gray: values[0], alpha: values[1])
      } else {
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
      }
    }

    /// The space its components are in: sRGB, or generic gray.
    public var colorSpace: CGColorSpace? {
      CGColorSpace(name: isGray ? CGColorSpace.genericGrayGamma2_2 : CGColorSpace.sRGB)
    }

    /// The color's components, its alpha last.
    public var components: [CGFloat]? { values }

    /// How many components it has, alpha included.
    public var numberOfComponents: Int { values.count }

    /// Its alpha.
    public var alpha: CGFloat { values[values.count - 1] }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
      isGray
        ? CGColor(gray: values[0], alpha: alpha)
        : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs.isGray == rhs.isGray && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(isGray)
      hasher.combine(values)
    }

    public var description: String {
      "CGColor(\(isGray ? "gray" : "rgb"): \(values.map { "\($0)" }.joined(separator: ", ")))"
    }
  }
#endif
