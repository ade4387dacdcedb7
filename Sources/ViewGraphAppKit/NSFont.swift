#if !canImport(AppKit)
  import Foundation

  /// A font as AppKit declares it: a name and a size, described so that `Font(_:)` keeps them.
  /// Nothing is measured or drawn.
  ///
  /// ```swift
  /// Text(path).font(Font(NSFont.monospacedSystemFont(ofSize: 11, weight: .regular)))
  /// ```
  open class NSFont: NSObject, @unchecked Sendable {
    /// The font's family and face (`"System"` for the system font).
    public let fontName: String
    public let pointSize: CGFloat
    /// How `Font(_:)` describes it: `system(13.0, semibold)`, `preferred(body)`, `custom(Menlo, 12.0)`.
    private let token: String

    private init(fontName: String, pointSize: CGFloat, token: String) {
      self.fontName = fontName
      self.pointSize = pointSize
      self.token = token
      super.init()
    }

    /// The font named `fontName`; nil for an empty name (no font files are read headlessly).
    public init?(name fontName: String, size fontSize: CGFloat) {
      guard !fontName.isEmpty else { return nil }
      self.fontName = fontName
      pointSize = fontSize
      token = "custom(\(fontName), \(Double(fontSize)))"
      super.init()
    }

    open override var description: String { token }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSFont)?.token == token }

    open override var hash: Int { token.hashValue }

    private static func system(_ size: CGFloat, _ weight: Weight, _ suffix: String = "") -> NSFont {
      NSFont(fontName: "System", pointSize: size, token: "system(\(Double(size)), \(weight.name))\(suffix)")
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> NSFont { system(fontSize, .regular) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
      system(fontSize, weight)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { system(fontSize, .bold) }

    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
      system(fontSize, weight, ".monospaced")
    }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
      system(fontSize, weight, ".monospacedDigit")
    }

    /// The font of menus, at `fontSize` (0 for the standard size).
    public class func menuFont(ofSize fontSize: CGFloat) -> NSFont {
      system(fontSize == 0 ? systemFontSize : fontSize, .regular)
    }

    /// The font of labels, at `fontSize` (0 for the standard size).
    public class func labelFont(ofSize fontSize: CGFloat) -> NSFont {
      system(fontSize == 0 ? labelFontSize : fontSize, .regular)
    }

    /// The user's fixed-pitch font: the monospaced system font headlessly.
    public class func userFixedPitchFont(ofSize fontSize: CGFloat) -> NSFont? {
      system(fontSize == 0 ? systemFontSize : fontSize, .regular, ".monospaced")
    }

    /// The font for `style`, at macOS's size for it.
    public class func preferredFont(
      forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFont {
      NSFont(fontName: "System", pointSize: style.defaultSize, token: "preferred(\(style.rawValue))")
    }

    /// This font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> NSFont {
      NSFont(fontName: fontName, pointSize: fontSize, token: "\(token).size(\(Double(fontSize)))")
    }

    /// The system font's standard size (13 on macOS).
    public class var systemFontSize: CGFloat { 13 }
    /// A small system font's size (11 on macOS).
    public class var smallSystemFontSize: CGFloat { 11 }
    /// A label's standard size (10 on macOS).
    public class var labelFontSize: CGFloat { 10 }
  }

  extension NSFont {
    /// A font weight, from ultra-light to black.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      public let rawValue: CGFloat
      public init(rawValue: CGFloat) { self.rawValue = rawValue }

      public static let ultraLight = Weight(rawValue: -0.8)
      public static let thin = Weight(rawValue: -0.6)
      public static let light = Weight(rawValue: -0.4)
      public static let regular = Weight(rawValue: 0)
      public static let medium = Weight(rawValue: 0.23)
      public static let semibold = Weight(rawValue: 0.3)
      public static let bold = Weight(rawValue: 0.4)
      public static let heavy = Weight(rawValue: 0.56)
      public static let black = Weight(rawValue: 0.62)

      /// The weight's name, as SwiftUI's `Font.Weight` names it, for a font's description.
      var name: String {
        let names: [CGFloat: String] = [
          -0.8: "ultraLight", -0.6: "thin", -0.4: "light", 0: "regular", 0.23: "medium", 0.3: "semibold",
          0.4: "bold", 0.56: "heavy", 0.62: "black",
        ]
        return names[rawValue] ?? "\(Double(rawValue))"
      }
    }

    /// A text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }

      public static let largeTitle = TextStyle(rawValue: "largeTitle")
      public static let title1 = TextStyle(rawValue: "title1")
      public static let title2 = TextStyle(rawValue: "title2")
      public static let title3 = TextStyle(rawValue: "title3")
      public static let headline = TextStyle(rawValue: "headline")
      public static let subheadline = TextStyle(rawValue: "subheadline")
      public static let body = TextStyle(rawValue: "body")
      public static let callout = TextStyle(rawValue: "callout")
      public static let footnote = TextStyle(rawValue: "footnote")
      public static let caption1 = TextStyle(rawValue: "caption1")
      public static let caption2 = TextStyle(rawValue: "caption2")

      /// The point size macOS gives the style.
      var defaultSize: CGFloat {
        let sizes: [String: CGFloat] = [
          "largeTitle": 26, "title1": 22, "title2": 17, "title3": 15, "headline": 13, "subheadline": 11,
          "body": 13, "callout": 12, "footnote": 10, "caption1": 10, "caption2": 10,
        ]
        return sizes[rawValue] ?? 13
      }
    }

    /// Options for ``preferredFont(forTextStyle:options:)``; none changes the font headlessly.
    public struct TextStyleOptionKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
    }
  }
#endif
