#if !canImport(UIKit)
  import Foundation
  import ViewGraphCoreGraphics

  extension UIColor {
    /// The color as a Core Graphics color: its sRGB components and alpha, a gray for a white
    /// color; a system color, whose value the system decides, is black, as `getRed` cannot
    /// read it (S406).
    ///
    /// ```swift
    /// view.layer.borderColor = UIColor.separator.cgColor
    /// ```
    public var cgColor: CGColor {
      if case .white(let white) = kind { return CGColor(gray: CGFloat(white), alpha: CGFloat(alpha ?? 1)) }
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
      guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
        return CGColor(red: 0, green: 0, blue: 0, alpha: CGFloat(self.alpha ?? 1))
      }
      return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color of a Core Graphics color's components.
    public convenience init(cgColor: CGColor) {
      let components = cgColor.components ?? []
      switch components.count {
      case 2: self.init(white: components[0], alpha: components[1])
      case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
      default: self.init(white: 0, alpha: cgColor.alpha)
      }
    }
  }
#endif
