// Apple's Foundation re-exports CoreFoundation's `CFString`, toll-free bridged with `String`
// and `NSString`, which Core Graphics' names take (`CGColorSpace(name: "…" as CFString)`);
// swift-corelibs-foundation does not export it. Here it is `NSString`, to which a `String`
// bridges with `as`, and from which `as? String` reads one back.
#if !canImport(Darwin)
  import Foundation

  /// A Core Foundation string: `NSString` here, as toll-free bridging makes it on Apple
  /// platforms.
  ///
  /// ```swift
  /// let space = CGColorSpace(name: CGColorSpace.sRGB)
  /// let name = space?.name as? String
  /// ```
  public typealias CFString = NSString
#endif
