// SwiftUI converts UIKit's and AppKit's direction-following insets; apps write
// `.listRowInsets(.init(.zero))`, which reads `NSDirectionalEdgeInsets.zero` through it.
#if !canImport(UIKit)
  extension EdgeInsets {
    /// Insets with the same values as UIKit's or AppKit's directional insets.
    ///
    /// ```swift
    /// .listRowInsets(.init(.zero))
    /// ```
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
      self.init(
        top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
        trailing: nsEdgeInsets.trailing)
    }
  }
#endif
