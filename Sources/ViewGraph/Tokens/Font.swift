/// A font (recorded, not rendered).
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
  public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
    Font(description: "system(\(size))")
  }
  public func weight(_ weight: Weight) -> Font { Font(description: "\(description).\(weight)") }
  public func bold() -> Font { weight(.bold) }

  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let regular = Weight(description: "regular")
    public static let medium = Weight(description: "medium")
    public static let semibold = Weight(description: "semibold")
    public static let bold = Weight(description: "bold")
    public static let heavy = Weight(description: "heavy")
    public static let light = Weight(description: "light")
  }
}
