#if !canImport(CryptoKit)
  /// The size of a ``SymmetricKey`` in bits.
  ///
  /// ```swift
  /// let key = SymmetricKey(size: .bits256)
  /// ```
  public struct SymmetricKeySize: Sendable {
    /// The number of bits.
    public let bitCount: Int

    /// 128 bits: a key for AES-128.
    public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
    /// 192 bits: a key for AES-192.
    public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
    /// 256 bits: a key for AES-256, ChaChaPoly and HMAC-SHA256.
    public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }

    /// A size of `bitCount` bits, a positive multiple of 8.
    public init(bitCount: Int) {
      precondition(bitCount > 0 && bitCount % 8 == 0, "A key's size is a positive number of whole bytes")
      self.bitCount = bitCount
    }
  }
#endif
