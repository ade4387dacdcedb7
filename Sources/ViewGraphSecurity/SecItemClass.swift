// The classes of keychain items: what `kSecClass` says an item is.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  // MARK: - Item classes

  /// The key of an item's class.
  ///
  /// ```swift
  /// let query = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "token"] as CFDictionary
  /// ```
  nonisolated(unsafe) public let kSecClass: CFString = "class"
  /// A password an app keeps under a service and account.
  nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
  /// A password for a server, protocol and account.
  nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
  /// A certificate (declared; the keychain here keeps passwords only).
  nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
  /// A cryptographic key (declared; the keychain here keeps passwords only).
  nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
  /// An identity (declared; the keychain here keeps passwords only).
  nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
#endif
