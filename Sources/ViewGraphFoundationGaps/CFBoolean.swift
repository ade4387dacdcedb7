// Keychain queries set their flags to `kCFBooleanTrue` (`kSecReturnData: kCFBooleanTrue`);
// Apple's `CFBoolean` is toll-free bridged with `NSNumber`, so a `Bool` read back with
// `as? Bool` is the flag. swift-corelibs-foundation does not export the Core Foundation names.
#if !canImport(Darwin)
  import Foundation

  /// A Core Foundation Boolean: `NSNumber` here, as toll-free bridging makes it.
  ///
  /// ```swift
  /// let query: [String: Any] = [kSecReturnData as String: kCFBooleanTrue!]
  /// ```
  public typealias CFBoolean = NSNumber

  /// Core Foundation's true, a `CFBoolean` that reads back as `true`.
  public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

  /// Core Foundation's false, a `CFBoolean` that reads back as `false`.
  public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
#endif
