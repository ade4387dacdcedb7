#if !canImport(CryptoKit)
  /// The elliptic curve P-256 (NIST, secp256r1): keys for key agreement.
  ///
  /// ```swift
  /// let privateKey = P256.KeyAgreement.PrivateKey()
  /// let share = privateKey.publicKey.x963Representation   // 65 bytes: 04 | x | y
  /// ```
  public enum P256: Sendable {
    /// Elliptic-curve Diffie–Hellman on P-256 (SEC 1 §3.3.1).
    public enum KeyAgreement: Sendable {}
  }
#endif
