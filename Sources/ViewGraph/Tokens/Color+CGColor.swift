import Foundation
import ViewGraphCoreGraphics

// SwiftUI bridges Color and Core Graphics' CGColor. A constant color (from components, or
// from a CGColor) has a CGColor; a dynamic one (a system color, which adapts to the
// appearance, or a color from an asset catalog) has none, as Apple documents for `cgColor`.
extension Color {
  /// A color from a Core Graphics color's components.
  ///
  /// ```swift
  /// Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  /// ```
  public nonisolated init(cgColor: CGColor) {
    let values = (cgColor.components ?? []).map(Double.init)
    switch values.count {
    case 2: self.init(white: values[0], opacity: values[1])
    case 4: self.init(red: values[0], green: values[1], blue: values[2], opacity: values[3])
    // Core Graphics colors in other spaces (CMYK, patterns) have no stand-in here.
    default: self.init("cgColor(\(cgColor))")
    }
  }

  /// A color from a Core Graphics color, as SwiftUI's first initializer took it (iOS 13);
  /// Defaults' color bridge still calls it before iOS 15.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "init(cgColor:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "init(cgColor:)")
  public nonisolated init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

  /// A Core Graphics color for a constant color; nil for a dynamic one (a system color or
  /// a color from an asset catalog), whose value depends on where it is shown.
  ///
  /// ```swift
  /// let components = Color(red: 1, green: 0.5, blue: 0).cgColor?.components
  /// ```
  @available(
    iOS, introduced: 14.0, deprecated: 27.0, message: "Use Color.resolve(in:) and Color.Resolved.cgColor"
  )
  @available(
    macOS, introduced: 11.0, deprecated: 27.0, message: "Use Color.resolve(in:) and Color.Resolved.cgColor"
  )
  public nonisolated var cgColor: CGColor? { Self.cgColor(of: description) }

  /// The Core Graphics color a description names, in the precision it was written; nil for
  /// a system color, whose description is its name.
  private nonisolated static func cgColor(of description: String) -> CGColor? {
    if let range = description.range(of: ".opacity(", options: .backwards), description.hasSuffix(")"),
      let factor = Double(description[range.upperBound...].dropLast()),
      let base = cgColor(of: String(description[..<range.lowerBound]))
    {
      return base.copy(alpha: base.alpha * factor)
    }
    func arguments(_ prefix: String) -> [Double]? { Self.arguments(prefix, of: description) }
    if let v = arguments("rgb"), v.count == 4 {
      return CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
    if let v = arguments("white"), v.count == 2 { return CGColor(gray: v[0], alpha: v[1]) }
    if arguments("hsb") != nil { return components(of: description)?.cgColor }
    return nil
  }
}

extension Color.Resolved {
  /// The resolved components as a Core Graphics color.
  ///
  /// ```swift
  /// let cgColor = Color.orange.resolve(in: environment).cgColor
  /// ```
  public var cgColor: CGColor {
    CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
  }
}
