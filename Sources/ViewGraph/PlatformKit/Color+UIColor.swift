// SwiftUI bridges Color and UIKit's UIColor both ways. A system color keeps its name as the
// Color's description, so two colors compare equal when UIKit would give the same one and a
// test can tell `.systemBackground` from `.label` (S184).
#if !canImport(UIKit)
  extension Color {
    /// A color from a UIKit color, keeping what it is: a system color's name, or its
    /// components as `Color(red:green:blue:opacity:)` writes them (S184).
    ///
    /// ```swift
    /// List { … }.background(Color(uiColor: .systemGroupedBackground))
    /// ```
    public nonisolated init(uiColor: UIColor) { self.init(uiColor.description) }

    /// A color from a UIKit color; the same as ``init(uiColor:)``.
    ///
    /// ```swift
    /// .background(Color(UIColor.secondarySystemBackground))
    /// ```
    public nonisolated init(_ color: UIColor) { self.init(uiColor: color) }
  }

  extension UIColor {
    /// A UIKit color that stands for a SwiftUI color (S184).
    ///
    /// ```swift
    /// let tint = UIColor(Color.accentColor)
    /// ```
    public convenience init(_ color: Color) {
      // The components go along where ViewGraph can read them, so `getRed` and CIColor give
      // the color's own (apps store colors as their components).
      let resolved = Color.components(of: color.description)
      self.init(
        kind: .named(color.description), alpha: nil,
        components: resolved.map { [Double($0.red), Double($0.green), Double($0.blue), Double($0.opacity)] })
    }
  }
#endif
