#if !canImport(UIKit)
  import Foundation

  // UIKit's geometry on `NSValue`: a keyboard's frame arrives in a notification's `userInfo`
  // as one (`UIResponder.keyboardFrameEndUserInfoKey`). swift-corelibs-foundation stores
  // rectangles, points and sizes under AppKit's names, which these read.
  extension NSValue {
    /// A value holding `rect`.
    ///
    /// ```swift
    /// let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    /// ```
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
  }
#endif
