#if !canImport(AppKit)
  /// What an `NSViewRepresentable` may make: an ``NSView``, or one of the views AppKit and
  /// UIKit both declare under one name, which the stand-ins declare once, as a `UIView`
  /// (`WKWebView`). Apple's `WKWebView` is an `NSView` on macOS and a `UIView` on iOS; a
  /// mirror compiles an app's macOS and iOS files in one module, so one class must serve both
  /// representables. The constraint is Apple's (`NSViewType: NSView`) for every other view: a
  /// plain `UIView` made by an `NSViewRepresentable` does not compile.
  public protocol _NSViewRepresentableView: AnyObject {}

  extension NSView: _NSViewRepresentableView {}
#else
  /// Where AppKit exists, the view an `NSViewRepresentable` makes is an `NSView`, as Apple declares.
  public typealias _NSViewRepresentableView = NSView
#endif
