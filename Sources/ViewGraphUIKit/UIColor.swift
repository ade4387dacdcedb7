#if !canImport(UIKit)
  import Foundation
  import ViewGraphCoreGraphics

  /// A color as UIKit declares it: components, a system or semantic color, or a color from
  /// the asset catalog. Nothing is drawn; each color has a description (its token) that
  /// `Color(uiColor:)` keeps, so a test can tell `.systemBackground` from `.label`.
  ///
  /// ```swift
  /// Color(uiColor: .secondarySystemGroupedBackground)
  /// UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.5)
  /// ```
  open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// What the color is, before its alpha.
    package typealias Kind = PlatformColorKind

    package let kind: Kind
    /// The alpha given or set; nil for a named color at its own alpha.
    package let alpha: Double?
    /// How a dynamic color answers other traits; nil for a fixed color.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// A named color's sRGB components and opacity, where they are known (a SwiftUI color
    /// ViewGraph can read); nil for the system colors, whose values the system decides.
    private var namedComponents: [Double]? = nil

    // Archived as what it is and its alpha (a dynamic color as its light appearance), so an
    // app can keep a color in its settings (`NSKeyedArchiver`, Defaults' `NSSecureCodingBridge`).
    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
      guard let archived = PlatformColorArchive.decode(coder) else { return nil }
      kind = archived.kind
      alpha = archived.alpha
      provider = nil
      namedComponents = archived.components
      super.init()
    }

    open func encode(with coder: NSCoder) {
      PlatformColorArchive.encode(kind, alpha: alpha, components: namedComponents, with: coder)
    }

    package init(kind: Kind, alpha: Double?, components: [Double]? = nil) {
      self.kind = kind
      self.alpha = alpha
      provider = nil
      namedComponents = components
      super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      kind = .rgb(Double(red), Double(green), Double(blue))
      self.alpha = Double(alpha)
      provider = nil
      super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
      kind = .white(Double(white))
      self.alpha = Double(alpha)
      provider = nil
      super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
      kind = .hsb(Double(hue), Double(saturation), Double(brightness))
      self.alpha = Double(alpha)
      provider = nil
      super.init()
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      kind = .rgb(Double(red), Double(green), Double(blue))
      self.alpha = Double(alpha)
      provider = nil
      super.init()
    }

    /// The asset catalog's color named `name`. There is no catalog headlessly, so every name
    /// gives a color that keeps it (Apple's returns nil for a name the catalog lacks).
    public init?(named name: String) {
      kind = .named(name)
      alpha = nil
      provider = nil
      super.init()
    }

    /// A color that answers each trait collection with another color; it stands for the one
    /// it gives in the light appearance, which is ViewGraph's.
    ///
    /// ```swift
    /// UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    /// ```
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
      let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
      kind = light.kind
      alpha = light.alpha
      provider = dynamicProvider
      super.init()
    }

    /// Writes the color's sRGB components and alpha, as UIKit does for a color it can
    /// convert; a system color, whose value the system decides, gives false.
    ///
    /// ```swift
    /// var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    /// if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) { … }
    /// ```
    public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let components: (Double, Double, Double, Double)
      switch kind {
      case .rgb(let r, let g, let b): components = (r, g, b, self.alpha ?? 1)
      case .white(let white): components = (white, white, white, self.alpha ?? 1)
      case .hsb(let hue, let saturation, let brightness):
        let (r, g, b) = rgbComponents(hue: hue, saturation: saturation, brightness: brightness)
        components = (r, g, b, self.alpha ?? 1)
      case .named:
        guard let known = namedComponents, known.count >= 4 else { return false }
        components = (known[0], known[1], known[2], self.alpha ?? known[3])
      }
      red?.pointee = CGFloat(components.0)
      green?.pointee = CGFloat(components.1)
      blue?.pointee = CGFloat(components.2)
      alpha?.pointee = CGFloat(components.3)
      return true
    }

    /// This color with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(kind: kind, alpha: Double(alpha), components: namedComponents)
    }

    /// The color a dynamic color gives for `traitCollection`; a fixed color is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      provider?(traitCollection) ?? self
    }

    /// The token `Color(uiColor:)` describes the color by: `rgb(…)`, `white(…)`, `hsb(…)`
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
      guard let other = object as? UIColor else { return false }
      return kind == other.kind && alpha == other.alpha
    }

    open override var hash: Int { description.hashValue }

    private static func named(_ name: String) -> UIColor { UIColor(kind: .named(name), alpha: nil) }

    // Fixed colors.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colors, which adapt to the appearance.
    public class var systemRed: UIColor { named("systemRed") }
    public class var systemGreen: UIColor { named("systemGreen") }
    public class var systemBlue: UIColor { named("systemBlue") }
    public class var systemOrange: UIColor { named("systemOrange") }
    public class var systemYellow: UIColor { named("systemYellow") }
    public class var systemPink: UIColor { named("systemPink") }
    public class var systemPurple: UIColor { named("systemPurple") }
    public class var systemTeal: UIColor { named("systemTeal") }
    public class var systemIndigo: UIColor { named("systemIndigo") }
    public class var systemMint: UIColor { named("systemMint") }
    public class var systemCyan: UIColor { named("systemCyan") }
    public class var systemBrown: UIColor { named("systemBrown") }
    public class var systemGray: UIColor { named("systemGray") }
    public class var systemGray2: UIColor { named("systemGray2") }
    public class var systemGray3: UIColor { named("systemGray3") }
    public class var systemGray4: UIColor { named("systemGray4") }
    public class var systemGray5: UIColor { named("systemGray5") }
    public class var systemGray6: UIColor { named("systemGray6") }
    public class var tintColor: UIColor { named("tintColor") }

    // Semantic colors: text, fills and backgrounds.
    public class var label: UIColor { named("label") }
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    public class var link: UIColor { named("link") }
    public class var placeholderText: UIColor { named("placeholderText") }
    public class var separator: UIColor { named("separator") }
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    public class var systemFill: UIColor { named("systemFill") }
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
    public class var systemBackground: UIColor { named("systemBackground") }
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
    public class var lightText: UIColor { named("lightText") }
    public class var darkText: UIColor { named("darkText") }
  }
#endif
