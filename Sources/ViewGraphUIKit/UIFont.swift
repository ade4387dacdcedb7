#if !canImport(UIKit)
  import Foundation

  /// A font as UIKit declares it: a name and a size, described so that `Font(_:)` keeps them.
  /// Nothing is measured or drawn.
  ///
  /// ```swift
  /// Text("Total").font(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)))
  /// ```
  open class UIFont: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The font's family and face (`"System"` for the system font).
    public let fontName: String
    public let pointSize: CGFloat
    /// How `Font(_:)` describes it: `system(17.0, semibold)`, `preferred(body)`, `custom(Menlo, 12.0)`.
    private let token: String
    /// The descriptor this font was made from, if it was.
    private var madeFrom: UIFontDescriptor?

    private init(fontName: String, pointSize: CGFloat, token: String) {
      self.fontName = fontName
      self.pointSize = pointSize
      self.token = token
      super.init()
    }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      fontName = descriptor.isSystemFont ? "System" : descriptor.postscriptName
      self.pointSize = pointSize > 0 ? pointSize : descriptor.pointSize
      let sized = pointSize > 0 && pointSize != descriptor.pointSize
      token = descriptor.fontToken + (sized ? ".size(\(Double(pointSize)))" : "")
      madeFrom = descriptor.withSize(self.pointSize)
      super.init()
    }

    /// What describes this font: the descriptor it was made from, or one starting from it.
    public var fontDescriptor: UIFontDescriptor {
      madeFrom
        ?? UIFontDescriptor(
          base: token, isSystemFont: fontName == "System", pointSize: pointSize, traits: [], design: .default)
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

    // Archived as its name, size and description, as an app keeps a chosen font in its
    // settings (`NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:)`).
    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
      guard let name = coder.decodeObject(of: NSString.self, forKey: "fontName") as String?,
        let token = coder.decodeObject(of: NSString.self, forKey: "token") as String?
      else { return nil }
      fontName = name
      pointSize = CGFloat(coder.decodeDouble(forKey: "pointSize"))
      self.token = token
      super.init()
    }

    open func encode(with coder: NSCoder) {
      coder.encode(fontName, forKey: "fontName")
      coder.encode(Double(pointSize), forKey: "pointSize")
      coder.encode(token, forKey: "token")
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.token == token }

    open override var hash: Int { token.hashValue }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .regular)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
      UIFont(fontName: "System", pointSize: fontSize, token: "system(\(Double(fontSize)), \(weight.name))")
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .bold)
    }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(fontName: "System", pointSize: fontSize, token: "system(\(Double(fontSize))).italic")
    }

    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
      UIFont(
        fontName: "System", pointSize: fontSize,
        token: "system(\(Double(fontSize)), \(weight.name)).monospaced")
    }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
      UIFont(
        fontName: "System", pointSize: fontSize,
        token: "system(\(Double(fontSize)), \(weight.name)).monospacedDigit")
    }

    /// The Dynamic Type font for `style`, at the default (large) content size.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
      UIFont(fontName: "System", pointSize: style.defaultSize, token: "preferred(\(style.rawValue))")
    }

    /// This font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(fontName: fontName, pointSize: fontSize, token: "\(token).size(\(Double(fontSize)))")
    }

    /// The system font's standard size (14 on iOS).
    public class var systemFontSize: CGFloat { 14 }
    /// A label's standard size (17 on iOS).
    public class var labelFontSize: CGFloat { 17 }
    /// A button's standard size (18 on iOS).
    public class var buttonFontSize: CGFloat { 18 }
    /// A small system font's size (12 on iOS).
    public class var smallSystemFontSize: CGFloat { 12 }
  }

  extension UIFont {
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

    /// A Dynamic Type text style.
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

      /// The point size at the default content size, as iOS sets it.
      var defaultSize: CGFloat {
        let sizes: [String: CGFloat] = [
          "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15,
          "body": 17, "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
        return sizes[rawValue] ?? 17
      }
    }
  }
#endif
