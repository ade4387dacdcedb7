#if !canImport(AppKit)
  import Foundation
  import ViewGraphCoreGraphics

  extension NSColor {
    /// The color as a Core Graphics color: its sRGB components and alpha, a gray for a white
    /// color; a system color, whose value the system decides, is black, as
    /// ``usingColorSpace(_:)`` gives it (S406).
    ///
    /// ```swift
    /// layer.backgroundColor = NSColor.controlAccentColor.cgColor
    /// ```
    public var cgColor: CGColor {
      if case .white(let white) = kind { return CGColor(gray: CGFloat(white), alpha: alphaComponent) }
      return CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    /// The color of a Core Graphics color's components.
    public convenience init?(cgColor: CGColor) {
      guard let components = cgColor.components else { return nil }
      switch components.count {
      case 2: self.init(white: components[0], alpha: components[1])
      case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
      default: return nil
      }
    }
  }
#endif
