// The Security framework reports a failed access-control object as a `CFError`
// (`SecAccessControlCreateWithFlags(…, &error)`), which Apple bridges toll-free with
// `NSError`; apps read it with `takeRetainedValue()` or the `CFErrorGet…` functions.
// swift-corelibs-foundation does not export the Core Foundation names.
#if !canImport(Darwin)
  import Foundation

  /// A Core Foundation error: `NSError` here, as toll-free bridging makes it.
  ///
  /// ```swift
  /// var error: Unmanaged<CFError>?
  /// let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, .userPresence, &error)
  /// if access == nil { throw error!.takeRetainedValue() as Error }
  /// ```
  public typealias CFError = NSError

  /// The name of a `CFError`'s domain.
  public typealias CFErrorDomain = CFString

  /// The error's domain.
  @discardableResult
  public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { err.domain as NSString }

  /// The error's code.
  @discardableResult
  public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err.code }

  /// The error's user info, copied.
  @discardableResult
  public func CFErrorCopyUserInfo(_ err: CFError!) -> CFDictionary! { err.userInfo as NSDictionary }
#endif
