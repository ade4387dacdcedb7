#if !canImport(UIKit)
  import Foundation

  /// The device's screen: 390 × 844 points at 3×, the size ViewGraph's geometry assumes
  /// (`GeometryReader` reports it as the container size).
  ///
  /// ```swift
  /// let width = UIScreen.main.bounds.width   // 390
  /// ```
  @preconcurrency @MainActor
  open class UIScreen: NSObject {
    /// The device's screen.
    public static let main = UIScreen()

    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    public var scale: CGFloat { 3 }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }
    public var nativeScale: CGFloat { 3 }
    /// The screen's brightness, 0 to 1.
    public var brightness: CGFloat = 0.5
  }
#endif
