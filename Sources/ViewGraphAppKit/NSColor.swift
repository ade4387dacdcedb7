#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A color as AppKit declares it: components, a system or semantic color, or a color from
  /// the asset catalog. Nothing is drawn; each color has a description (its token) that
  /// `Color(nsColor:)` keeps, so a test can tell `.windowBackgroundColor` from `.labelColor`.
  ///
  /// ```swift
  /// Color(nsColor: .windowBackgroundColor)
  /// NSColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.5)
  /// ```
  open class NSColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// An asset catalog color's name.
    public typealias Name = String

    /// What the color is, before its alpha.
    package typealias Kind = PlatformColorKind

    package let kind: Kind
    /// The alpha given or set; nil for a named color at its own alpha.
    package let alpha: Double?
    /// A named color's sRGB components and opacity, where they are known (a SwiftUI color ViewGraph can
    /// read); nil for the system colors, whose values the system decides.
    private let namedComponents: [Double]?

    // Archived as what it is and its alpha (a dynamic color as its light appearance), so an
    // app can keep a color in its settings (`NSKeyedArchiver`, Defaults' `NSSecureCodingBridge`).
    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
      guard let archived = PlatformColorArchive.decode(coder) else { return nil }
      kind = archived.kind
      alpha = archived.alpha
      namedComponents = archived.components
      super.init()
    }

    open func encode(with coder: NSCoder) {
      PlatformColorArchive.encode(kind, alpha: alpha, components: namedComponents, with: coder)
    }

    package init(kind: Kind, alpha: Double?, components: [Double]? = nil) {
      self.kind = kind
      self.alpha = alpha
      namedComponents = components
      super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(kind: .rgb(Double(red), Double(green), Double(blue)), alpha: Double(alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(kind: .white(Double(white)), alpha: Double(alpha))
    }

    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
      self.init(white: white, alpha: alpha)
    }

    public convenience init(deviceWhite white: CGFloat, alpha: CGFloat) {
      self.init(white: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
      self.init(kind: .hsb(Double(hue), Double(saturation), Double(brightness)), alpha: Double(alpha))
    }

    public convenience init(
      calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
    ) {
      self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// The asset catalog's color named `name`. There is no catalog headlessly, so every name
    /// gives a color that keeps it (Apple's returns nil for a name the catalog lacks).
    public convenience init?(named name: NSColor.Name) {
      self.init(kind: .named(name), alpha: nil)
    }

    /// This color with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
      NSColor(kind: kind, alpha: Double(alpha), components: namedComponents)
    }

    /// The color's alpha: a named color's own where known, else 1.
    public var alphaComponent: CGFloat {
      CGFloat(alpha ?? namedComponents.flatMap { $0.count == 4 ? $0[3] : nil } ?? 1)
    }

    /// The color with sRGB components, as reading `redComponent` and the others needs. A
    /// system color, whose value the system decides, converts to black, as `Color`'s
    /// `resolve(in:)` gives for a color ViewGraph cannot read.
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
      let (red, green, blue) = rgb
      return NSColor(kind: .rgb(red, green, blue), alpha: Double(alphaComponent))
    }

    /// The sRGB components, black for a system color (``usingColorSpace(_:)``).
    private var rgb: (Double, Double, Double) {
      switch kind {
      case .rgb(let red, let green, let blue): return (red, green, blue)
      case .white(let white): return (white, white, white)
      case .hsb(let hue, let saturation, let brightness):
        return rgbComponents(hue: hue, saturation: saturation, brightness: brightness)
      case .named:
        guard let components = namedComponents, components.count >= 3 else { return (0, 0, 0) }
        return (components[0], components[1], components[2])
      }
    }

    public var redComponent: CGFloat { CGFloat(rgb.0) }
    public var greenComponent: CGFloat { CGFloat(rgb.1) }
    public var blueComponent: CGFloat { CGFloat(rgb.2) }

    /// The HSB brightness: the largest component.
    public var brightnessComponent: CGFloat { CGFloat(max(rgb.0, rgb.1, rgb.2)) }

    /// The HSB saturation: how far the largest component is from the smallest, relative to it.
    public var saturationComponent: CGFloat {
      let (red, green, blue) = rgb
      let largest = max(red, green, blue)
      return largest == 0 ? 0 : CGFloat((largest - min(red, green, blue)) / largest)
    }

    /// The HSB hue, 0 to 1.
    public var hueComponent: CGFloat {
      let (red, green, blue) = rgb
      let largest = max(red, green, blue)
      let delta = largest - min(red, green, blue)
      guard delta > 0 else { return 0 }
      let sector: Double =
        largest == red
        ? (green - blue) / delta : largest == green ? (blue - red) / delta + 2 : (red - green) / delta + 4
      let hue = sector / 6
      return CGFloat(hue < 0 ? hue + 1 : hue)
    }

    /// The token `Color(nsColor:)` describes the color by: `rgb(…)`, `white(…)`, `hsb(…)`
    /// as `Color`'s own initializers write them, or the system color's name.
    open override var description: String {
      switch kind {
      case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue), \(alpha ?? 1))"
      case .white(let white): "white(\(white), \(alpha ?? 1))"
      case .hsb(let hue, let saturation, let brightness):
        "hsb(\(hue), \(saturation), \(brightness), \(alpha ?? 1))"
      case .named(let name): alpha.map { "\(name).opacity(\($0))" } ?? name
      }
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? NSColor else { return false }
      return kind == other.kind && alpha == other.alpha
    }

    open override var hash: Int { description.hashValue }

    private static func named(_ name: String) -> NSColor { NSColor(kind: .named(name), alpha: nil) }

    // Fixed colors.
    public class var black: NSColor { NSColor(white: 0, alpha: 1) }
    public class var darkGray: NSColor { NSColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: NSColor { NSColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: NSColor { NSColor(white: 1, alpha: 1) }
    public class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    public class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: NSColor { NSColor(white: 0, alpha: 0) }

    // System colors, which adapt to the appearance.
    public class var systemRed: NSColor { named("systemRed") }
    public class var systemGreen: NSColor { named("systemGreen") }
    public class var systemBlue: NSColor { named("systemBlue") }
    public class var systemOrange: NSColor { named("systemOrange") }
    public class var systemYellow: NSColor { named("systemYellow") }
    public class var systemPink: NSColor { named("systemPink") }
    public class var systemPurple: NSColor { named("systemPurple") }
    public class var systemTeal: NSColor { named("systemTeal") }
    public class var systemIndigo: NSColor { named("systemIndigo") }
    public class var systemMint: NSColor { named("systemMint") }
    public class var systemCyan: NSColor { named("systemCyan") }
    public class var systemBrown: NSColor { named("systemBrown") }
    public class var systemGray: NSColor { named("systemGray") }

    // Semantic colors: labels, text, controls, windows, content.
    public class var labelColor: NSColor { named("labelColor") }
    public class var secondaryLabelColor: NSColor { named("secondaryLabelColor") }
    public class var tertiaryLabelColor: NSColor { named("tertiaryLabelColor") }
    public class var quaternaryLabelColor: NSColor { named("quaternaryLabelColor") }
    public class var quinaryLabel: NSColor { named("quinaryLabel") }
    public class var textColor: NSColor { named("textColor") }
    public class var placeholderTextColor: NSColor { named("placeholderTextColor") }
    public class var selectedTextColor: NSColor { named("selectedTextColor") }
    public class var textBackgroundColor: NSColor { named("textBackgroundColor") }
    public class var selectedTextBackgroundColor: NSColor { named("selectedTextBackgroundColor") }
    public class var unemphasizedSelectedTextColor: NSColor { named("unemphasizedSelectedTextColor") }
    public class var unemphasizedSelectedTextBackgroundColor: NSColor {
      named("unemphasizedSelectedTextBackgroundColor")
    }
    public class var keyboardFocusIndicatorColor: NSColor { named("keyboardFocusIndicatorColor") }
    public class var linkColor: NSColor { named("linkColor") }
    public class var controlAccentColor: NSColor { named("controlAccentColor") }
    public class var controlColor: NSColor { named("controlColor") }
    public class var controlBackgroundColor: NSColor { named("controlBackgroundColor") }
    public class var controlTextColor: NSColor { named("controlTextColor") }
    public class var disabledControlTextColor: NSColor { named("disabledControlTextColor") }
    public class var selectedControlColor: NSColor { named("selectedControlColor") }
    public class var selectedControlTextColor: NSColor { named("selectedControlTextColor") }
    public class var alternateSelectedControlTextColor: NSColor { named("alternateSelectedControlTextColor") }
    public class var selectedContentBackgroundColor: NSColor { named("selectedContentBackgroundColor") }
    public class var unemphasizedSelectedContentBackgroundColor: NSColor {
      named("unemphasizedSelectedContentBackgroundColor")
    }
    public class var selectedMenuItemTextColor: NSColor { named("selectedMenuItemTextColor") }
    public class var windowBackgroundColor: NSColor { named("windowBackgroundColor") }
    public class var windowFrameTextColor: NSColor { named("windowFrameTextColor") }
    public class var underPageBackgroundColor: NSColor { named("underPageBackgroundColor") }
    public class var headerTextColor: NSColor { named("headerTextColor") }
    public class var separatorColor: NSColor { named("separatorColor") }
    public class var gridColor: NSColor { named("gridColor") }
    public class var findHighlightColor: NSColor { named("findHighlightColor") }
    public class var highlightColor: NSColor { named("highlightColor") }
    public class var shadowColor: NSColor { named("shadowColor") }
    public class var systemFill: NSColor { named("systemFill") }
    public class var secondarySystemFill: NSColor { named("secondarySystemFill") }
    public class var tertiarySystemFill: NSColor { named("tertiarySystemFill") }
    public class var quaternarySystemFill: NSColor { named("quaternarySystemFill") }
    public class var quinarySystemFill: NSColor { named("quinarySystemFill") }
    /// The backgrounds a table's rows alternate between.
    public class var alternatingContentBackgroundColors: [NSColor] {
      [named("alternatingContentBackgroundColors[0]"), named("alternatingContentBackgroundColors[1]")]
    }
  }
#endif
