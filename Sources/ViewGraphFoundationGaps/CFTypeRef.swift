// Apple's Foundation re-exports CoreFoundation, whose types are toll-free bridged with
// Foundation's: the Security framework's keychain calls take a `CFDictionary` and hand back a
// `CFTypeRef` (`query as CFDictionary`, `result as? Data`). swift-corelibs-foundation does not
// export them. Here each is the Foundation class it bridges with, so the same casts compile
// and behave: a Swift dictionary bridges to `NSDictionary` with `as`, and `as?` reads a
// `Data`, `String` or dictionary back.
#if !canImport(Darwin)
  import Foundation

  /// Any Core Foundation object: an object reference, as Swift imports `CFTypeRef`.
  ///
  /// ```swift
  /// var result: CFTypeRef?
  /// let status = SecItemCopyMatching(query as CFDictionary, &result)
  /// let token = (result as? Data).flatMap { String(data: $0, encoding: .utf8) }
  /// ```
  public typealias CFTypeRef = AnyObject

  /// A Core Foundation dictionary: `NSDictionary` here, as toll-free bridging makes it.
  public typealias CFDictionary = NSDictionary

  /// A Core Foundation array: `NSArray` here, as toll-free bridging makes it.
  public typealias CFArray = NSArray

  /// Core Foundation bytes: `NSData` here, as toll-free bridging makes it.
  public typealias CFData = NSData

  /// A Core Foundation number: `NSNumber` here, as toll-free bridging makes it.
  public typealias CFNumber = NSNumber

  /// A Core Foundation index or count.
  public typealias CFIndex = Int

  /// Core Foundation's option bits.
  public typealias CFOptionFlags = UInt
#endif
