// SwiftUI's `Font(_ font: CTFont)` takes a UIFont or an NSFont on Apple platforms, where both
// are toll-free bridged to CTFont. Core Text is missing here, so the font's own type stands in
// for CTFont; the Font keeps the platform font's description (`system(17.0, semibold)`).
#if !canImport(UIKit)
  extension Font {
    /// A font from a UIKit font.
    ///
    /// ```swift
    /// Text("Total").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
    /// ```
    public init(_ font: UIFont) { self.init(description: font.description) }
  }
#endif

#if !canImport(AppKit)
  extension Font {
    /// A font from an AppKit font.
    ///
    /// ```swift
    /// Text(path).font(Font(NSFont.monospacedSystemFont(ofSize: 11, weight: .regular)))
    /// ```
    // Disfavored: `Font(.systemFont(ofSize: 12))` names a member both font types have.
    @_disfavoredOverload
    public init(_ font: NSFont) { self.init(description: font.description) }
  }
#endif
