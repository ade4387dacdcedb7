#if !canImport(UIKit)
  import Foundation

  /// The image contexts `UIGraphicsBeginImageContextWithOptions` opened on this thread,
  /// innermost last: UIKit keeps a stack per thread, and these functions may be called from
  /// any thread, as UIKit's are.
  private var imageContexts: [CGSize] {
    get { Thread.current.threadDictionary[imageContextsKey] as? [CGSize] ?? [] }
    set { Thread.current.threadDictionary[imageContextsKey] = newValue }
  }

  private let imageContextsKey = "ViewGraphUIKit.imageContexts"

  /// Opens an image context of `size` to draw into, as UIKit does. Nothing is drawn
  /// headlessly: the image ``UIGraphicsGetImageFromCurrentImageContext()`` makes has no
  /// pixels and names its size (`drawn(320.0×200.0)`), so a test can see an image was made.
  ///
  /// ```swift
  /// UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 0)
  /// view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
  /// let image = UIGraphicsGetImageFromCurrentImageContext()
  /// UIGraphicsEndImageContext()
  /// ```
  public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContexts.append(size)
  }

  /// Opens an opaque-less image context of `size` at scale 1.
  public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
  }

  /// The image of the current image context; nil when none is open, as in UIKit.
  public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let size = imageContexts.last else { return nil }
    return UIImage(source: "drawn(\(Double(size.width))×\(Double(size.height)))")
  }

  /// Closes the current image context; with none open it does nothing, as in UIKit.
  public func UIGraphicsEndImageContext() {
    _ = imageContexts.popLast()
  }
#endif
