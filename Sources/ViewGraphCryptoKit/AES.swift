#if !canImport(CryptoKit)
  /// The Advanced Encryption Standard (FIPS 197), used through ``AES/GCM``.
  ///
  /// ```swift
  /// let box = try AES.GCM.seal(Data("secret".utf8), using: SymmetricKey(size: .bits256))
  /// ```
  public enum AES: Sendable {}
#endif
