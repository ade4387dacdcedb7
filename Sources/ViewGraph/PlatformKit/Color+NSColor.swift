// SwiftUI bridges Color and AppKit's NSColor both ways. A system color keeps its name as the
// Color's description, so a test can tell `.windowBackgroundColor` from `.labelColor` (S184).
#if !canImport(AppKit)
  extension Color {
    /// A color from an AppKit color, keeping what it is: a system color's name, or its
    /// components as `Color(red:green:blue:opacity:)` writes them (S184).
    ///
    /// ```swift
    /// .background(Color(nsColor: .windowBackgroundColor))
    /// ```
    public nonisolated init(nsColor: NSColor) { self.init(nsColor.description) }

    /// A color from an AppKit color; the same as ``init(nsColor:)``.
    ///
    /// ```swift
    /// .foregroundStyle(Color(.secondaryLabelColor))
    /// ```
    // Disfavored: UIColor and NSColor share names (`.systemBlue`, `.clear`), which no Apple
    // platform offers together; both give the same Color, so `Color(.systemBlue)` takes UIKit's.
    @_disfavoredOverload
    public nonisolated init(_ color: NSColor) { self.init(nsColor: color) }
  }

  extension NSColor {
    /// An AppKit color that stands for a SwiftUI color (S184).
    ///
    /// ```swift
    /// let tint = NSColor(Color.accentColor)
    /// ```
    public convenience init(_ color: Color) {
      // The components go along where ViewGraph can read them, so `usingColorSpace(_:)` and
      // `redComponent` give the color's own (apps blend colors through them).
      let resolved = Color.components(of: color.description)
      self.init(
        kind: .named(color.description), alpha: nil,
        components: resolved.map { [Double($0.red), Double($0.green), Double($0.blue), Double($0.opacity)] })
    }
  }
#endif
