#if !canImport(UIKit)
  import Foundation

  /// Edge insets that follow the layout direction, as UIKit (and AppKit) declare them;
  /// SwiftUI's `EdgeInsets(_:)` converts them (`.listRowInsets(.init(.zero))`).
  ///
  /// ```swift
  /// .listRowInsets(EdgeInsets(NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)))
  /// ```
  public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()
  }
#endif
