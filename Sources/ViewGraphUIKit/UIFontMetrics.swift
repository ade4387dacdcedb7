#if !canImport(UIKit)
  import Foundation

  /// Scales fonts and sizes for the user's Dynamic Type setting, as UIKit declares it. A
  /// headless host's setting is the default size (`.large`), at which UIKit scales by 1: every
  /// font and value comes back as given.
  ///
  /// ```swift
  /// let size = UIFontMetrics.default.scaledValue(for: 20)  // 20 at the default size
  /// ```
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose curve this scales along.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
      super.init()
    }

    /// `font` scaled for the current size: itself at the default size.
    open func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      font.pointSize <= maximumPointSize ? font : font.withSize(maximumPointSize)
    }

    /// `font` scaled for the size in `traitCollection`: itself, as every headless trait
    /// collection has the default size.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
      font
    }

    /// `value` scaled for the current size: itself at the default size.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `value` scaled for the size in `traitCollection`: itself at the default size.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
      value
    }
  }
#endif
