// When a keychain item may be read (`kSecAttrAccessible`). The keychain here is never locked,
// so every value reads; they are kept on the item and returned with its attributes.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  // MARK: - Accessibility values

  /// Readable while the device is unlocked (the default).
  ///
  /// ```swift
  /// let query = [kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock] as CFDictionary
  /// ```
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
  /// Readable after the first unlock since a restart.
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
  /// Always readable (deprecated by Apple).
  nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
  /// Readable while unlocked, on this device, only while a passcode is set.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
  /// Readable while unlocked, on this device only.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
  /// Readable after the first unlock, on this device only.
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
  /// Always readable, on this device only (deprecated by Apple).
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
#endif

#if !canImport(Security)
  /// The `kSecAttrAccessible…` values, which an access control and an item's `kSecAttrAccessible` take.
  enum SecItemAccessibility {
    static let values: Set<String> = ["ak", "ck", "dk", "akpu", "aku", "cku", "dku"]
    /// What an item added without `kSecAttrAccessible` gets, as on iOS.
    static let defaultValue = "ak"
  }
#endif
