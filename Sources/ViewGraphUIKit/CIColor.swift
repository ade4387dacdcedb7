#if !canImport(UIKit)
  import Foundation

  /// Core Image's color, which UIKit re-exports and extends with `init(color:)`: its sRGB
  /// components, read from a UIKit color.
  ///
  /// ```swift
  /// let rgb = CIColor(color: UIColor(Color.brand))
  /// let hex = Int(rgb.red * 255) << 16 | Int(rgb.green * 255) << 8 | Int(rgb.blue * 255)
  /// ```
  open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
      super.init()
    }

    /// The components of a UIKit color; a system color, whose value the system decides,
    /// is black, as `Color`'s `resolve(in:)` gives for a color ViewGraph cannot read.
    public convenience init(color: UIColor) {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
      _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The number of components: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The components as `Core Image`'s string representation writes them.
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
  }
#endif
