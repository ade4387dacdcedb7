/// A font (recorded, not rendered).
///
/// ```swift
/// Text("Total").font(.system(.title2, design: .rounded, weight: .bold))
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let largeTitle = Font(description: "largeTitle")
  public static let title = Font(description: "title")
  public static let title2 = Font(description: "title2")
  public static let title3 = Font(description: "title3")
  public static let headline = Font(description: "headline")
  public static let subheadline = Font(description: "subheadline")
  public static let body = Font(description: "body")
  public static let callout = Font(description: "callout")
  public static let footnote = Font(description: "footnote")
  public static let caption = Font(description: "caption")
  public static let caption2 = Font(description: "caption2")
  public static let extraLargeTitle = Font(description: "extraLargeTitle")
  public static let extraLargeTitle2 = Font(description: "extraLargeTitle2")

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(description: "system(\(size))")
  }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(description: "system(\(style))")
  }
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(description: "custom(\(name), \(size))")
  }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(description: "custom(\(name), \(size))")
  }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(description: "custom(\(name), \(fixedSize))")
  }

  public func weight(_ weight: Weight) -> Font { Font(description: "\(description).\(weight)") }
  public func width(_ width: Width) -> Font { self }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font { Font(description: "\(description).italic") }
  public func monospaced() -> Font { Font(description: "\(description).monospaced") }
  public func monospacedDigit() -> Font { self }
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }
  public func leading(_ leading: Leading) -> Font { self }

  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let ultraLight = Weight(description: "ultraLight")
    public static let thin = Weight(description: "thin")
    public static let light = Weight(description: "light")
    public static let regular = Weight(description: "regular")
    public static let medium = Weight(description: "medium")
    public static let semibold = Weight(description: "semibold")
    public static let bold = Weight(description: "bold")
    public static let heavy = Weight(description: "heavy")
    public static let black = Weight(description: "black")
  }

  /// The semantic sizes `Font.system(_:design:weight:)` takes.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    case extraLargeTitle, extraLargeTitle2
  }

  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public struct Width: Hashable, Sendable {
    let value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }
}
