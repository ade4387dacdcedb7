#if !canImport(CryptoKit)
  import Foundation

  /// A key for HMAC, HKDF and the ciphers: random bytes of a size, or bytes an app has.
  ///
  /// ```swift
  /// let key = SymmetricKey(size: .bits256)           // 32 random bytes
  /// let stored = SymmetricKey(data: keyData)          // the bytes of a key kept elsewhere
  /// let keyData = key.withUnsafeBytes { Data($0) }
  /// ```
  public struct SymmetricKey: ContiguousBytes, Sendable, Equatable {
    private let bytes: [UInt8]

    /// A key holding the bytes of `data`.
    public init<D: ContiguousBytes>(data: D) {
      bytes = data.withUnsafeBytes { Array($0) }
    }

    /// A key of `size` random bytes from the system's generator.
    public init(size: SymmetricKeySize) {
      bytes = randomBytes(count: size.bitCount / 8)
    }

    /// The key's size in bits.
    public var bitCount: Int { bytes.count * 8 }

    /// Calls `body` with the key's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    /// Whether two keys hold the same bytes, compared in constant time.
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
      constantTimeEqual(lhs, rhs)
    }
  }
#endif
