#if !canImport(UIKit)
  import Foundation

  /// What describes a font, as UIKit declares it: the font it starts from, with the traits and
  /// the system design asked for. `UIFont(descriptor:size:)` makes the font it describes, and
  /// `Font(_:)` keeps the description (`preferred(largeTitle).bold.rounded`). Nothing is
  /// matched against installed fonts.
  ///
  /// ```swift
  /// let rounded = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
  ///   .withSymbolicTraits(.traitBold)?.withDesign(.rounded)
  /// let font = UIFont(descriptor: rounded!, size: 0)  // 0 keeps the descriptor's size
  /// ```
  open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The traits a font has: bold, italic, condensed and so on.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
      public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
      public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
      public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
      public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
      public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
      public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
      public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

      /// The traits' names in UIKit's order, for a font's description.
      var names: [String] {
        let named: [(SymbolicTraits, String)] = [
          (.traitBold, "bold"), (.traitItalic, "italic"), (.traitExpanded, "expanded"),
          (.traitCondensed, "condensed"), (.traitMonoSpace, "monospaced"), (.traitVertical, "vertical"),
          (.traitUIOptimized, "uiOptimized"), (.traitTightLeading, "tightLeading"),
          (.traitLooseLeading, "looseLeading"),
        ]
        return named.filter { contains($0.0) }.map(\.1)
      }
    }

    /// A system font's design: default, rounded, serif or monospaced.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
      public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
      public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
      public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

      /// The design's name, as SwiftUI's `Font.Design` names it.
      var name: String {
        let names = [
          Self.rounded.rawValue: "rounded", Self.serif.rawValue: "serif",
          Self.monospaced.rawValue: "monospaced",
        ]
        return names[rawValue] ?? "default"
      }
    }

    /// How the font it starts from is described: `preferred(body)`, `system(17.0, regular)`.
    let base: String
    /// Whether it starts from a system UI font, the only kind a design applies to.
    let isSystemFont: Bool
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    let design: SystemDesign

    init(base: String, isSystemFont: Bool, pointSize: CGFloat, traits: SymbolicTraits, design: SystemDesign) {
      self.base = base
      self.isSystemFont = isSystemFont
      self.pointSize = pointSize
      symbolicTraits = traits
      self.design = design
      super.init()
    }

    /// The name of the font described: the one a named descriptor was made with, or the
    /// system font's (`.SFUI-Regular`).
    public var postscriptName: String {
      guard base.hasPrefix("custom("), let comma = base.range(of: ", ", options: .backwards) else {
        return ".SFUI-Regular"
      }
      return String(base[base.index(base.startIndex, offsetBy: 7)..<comma.lowerBound])
    }

    /// A descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
      self.init(
        base: "custom(\(fontName), \(Double(size)))", isSystemFont: false, pointSize: size, traits: [],
        design: .default)
    }

    /// The descriptor of the Dynamic Type font for `style`, at the default content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
      UIFontDescriptor(
        base: "preferred(\(style.rawValue))", isSystemFont: true, pointSize: style.defaultSize, traits: [],
        design: .default)
    }

    /// This descriptor with `symbolicTraits` instead of its own.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      UIFontDescriptor(
        base: base, isSystemFont: isSystemFont, pointSize: pointSize, traits: symbolicTraits, design: design)
    }

    /// This descriptor with `design`; nil unless it describes a system UI font, as in UIKit.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
      guard isSystemFont else { return nil }
      return UIFontDescriptor(
        base: base, isSystemFont: true, pointSize: pointSize, traits: symbolicTraits, design: design)
    }

    /// This descriptor at `pointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
      UIFontDescriptor(
        base: base, isSystemFont: isSystemFont, pointSize: newPointSize, traits: symbolicTraits,
        design: design)
    }

    /// How a font made from it is described: the base, then each trait, then the design.
    var fontToken: String {
      ([base] + symbolicTraits.names + (design == .default ? [] : [design.name])).joined(separator: ".")
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIFontDescriptor else { return false }
      return other.fontToken == fontToken && other.pointSize == pointSize
    }

    open override var hash: Int { fontToken.hashValue }
  }
#endif
