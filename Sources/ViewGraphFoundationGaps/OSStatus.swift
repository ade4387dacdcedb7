// The result code of Apple's C frameworks (MacTypes), which Foundation brings along on Apple
// platforms: the keychain's `SecItemAdd` returns one (`errSecSuccess`, `errSecItemNotFound`).
#if !canImport(Darwin)
  /// A C framework's result: zero for success, a negative code for an error.
  ///
  /// ```swift
  /// let status: OSStatus = SecItemDelete(query as CFDictionary)
  /// guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status) }
  /// ```
  public typealias OSStatus = Int32
#endif

#if !canImport(Darwin)
  /// The result of a call that succeeded (MacTypes' name; Security's is `errSecSuccess`).
  public var noErr: OSStatus { 0 }
#endif
