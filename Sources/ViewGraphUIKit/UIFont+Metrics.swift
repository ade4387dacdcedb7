#if !canImport(UIKit)
  import Foundation

  // A font's vertical metrics, which apps read to align an emoji or an icon with text
  // (IceCubesApp centres custom emoji on `capHeight`). Nothing is measured: the values are the
  // system font's proportions of the point size, the same for every face.
  extension UIFont {
    /// The font's family: its name before a face suffix (`Menlo` for `Menlo-Bold`).
    public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }
    /// The height above the baseline of the tallest letters.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// The depth below the baseline, negative.
    public var descender: CGFloat { -pointSize * 0.241 }
    /// The height of capital letters.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of lowercase letters without ascenders.
    public var xHeight: CGFloat { pointSize * 0.528 }
    /// The distance from one baseline to the next.
    public var lineHeight: CGFloat { ascender - descender }
    /// Extra space between lines.
    public var leading: CGFloat { 0 }
  }
#endif
