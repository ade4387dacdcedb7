#if !canImport(CryptoKit)
  import Foundation

  /// The secret two parties agree on (P-256 key agreement), from which they derive keys.
  ///
  /// ```swift
  /// let secret = try privateKey.sharedSecretFromKeyAgreement(with: serverPublicKey)
  /// let key = secret.hkdfDerivedSymmetricKey(
  ///   using: SHA256.self, salt: salt, sharedInfo: Data(), outputByteCount: 32)
  /// ```
  public struct SharedSecret: ContiguousBytes, Sendable, Hashable, CustomStringConvertible {
    let bytes: [UInt8]

    /// Calls `body` with the secret's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    /// A key derived with the ANSI X9.63 KDF: Hash(secret | counter | sharedInfo) for a 32-bit
    /// big-endian counter from 1 (SEC 1 §3.6.1), as many times as the output needs.
    public func x963DerivedSymmetricKey<H: HashFunction, SI: DataProtocol>(
      using hashFunction: H.Type, sharedInfo: SI, outputByteCount: Int
    ) -> SymmetricKey {
      var output: [UInt8] = []
      var counter: UInt32 = 1
      while output.count < outputByteCount {
        var hasher = H()
        hasher.update(data: bytes)
        hasher.update(data: bigEndianBytes([counter]))
        hasher.update(data: sharedInfo)
        output += Array(hasher.finalize())
        counter += 1
      }
      return SymmetricKey(data: Array(output.prefix(outputByteCount)))
    }

    /// A key derived with HKDF (RFC 5869) from the secret, `salt` and `sharedInfo`.
    public func hkdfDerivedSymmetricKey<H: HashFunction, Salt: DataProtocol, SI: DataProtocol>(
      using hashFunction: H.Type, salt: Salt, sharedInfo: SI, outputByteCount: Int
    ) -> SymmetricKey {
      HKDF<H>.deriveKey(
        inputKeyMaterial: SymmetricKey(data: bytes), salt: salt, info: sharedInfo,
        outputByteCount: outputByteCount)
    }

    /// Whether two secrets hold the same bytes, compared in constant time.
    public static func == (lhs: SharedSecret, rhs: SharedSecret) -> Bool {
      constantTimeEqual(lhs, rhs)
    }

    /// Whether the secret holds the bytes of `rhs`, compared in constant time.
    public static func == <D: DataProtocol>(lhs: SharedSecret, rhs: D) -> Bool {
      constantTimeEqual(lhs, Data(rhs))
    }

    public func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// `SharedSecret:` and the bytes in hexadecimal.
    public var description: String {
      "SharedSecret: \(bytes.withUnsafeBytes { hexadecimal($0) })"
    }
  }
#endif
