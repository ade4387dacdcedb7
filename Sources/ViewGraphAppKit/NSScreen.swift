#if !canImport(AppKit)
  import Foundation

  /// A display, as AppKit declares it: one, 1440 × 900 points at 2×, with a 25-point menu
  /// bar above its visible frame. Nothing is shown on it.
  ///
  /// ```swift
  /// let width = NSScreen.main?.visibleFrame.width ?? 800
  /// ```
  @preconcurrency @MainActor
  open class NSScreen: NSObject {
    private static let only = NSScreen()

    /// The screen with the key window: the only one.
    public class var main: NSScreen? { only }
    /// Every screen: the only one.
    public class var screens: [NSScreen] { [only] }

    public var frame: CGRect { CGRect(x: 0, y: 0, width: 1440, height: 900) }
    /// The frame less the menu bar.
    public var visibleFrame: CGRect { CGRect(x: 0, y: 0, width: 1440, height: 875) }
    public var backingScaleFactor: CGFloat { 2 }
    public var localizedName: String { "Built-in Display" }
  }
#endif
