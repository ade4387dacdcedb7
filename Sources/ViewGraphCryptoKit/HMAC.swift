#if !canImport(CryptoKit)
  import Foundation

  /// HMAC (RFC 2104, FIPS 198-1): a message authentication code from a hash function and a
  /// key, computed at once or fed in pieces.
  ///
  /// ```swift
  /// let key = SymmetricKey(data: Data(secret.utf8))
  /// let code = HMAC<SHA256>.authenticationCode(for: Data(payload.utf8), using: key)
  /// let valid = HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data(payload.utf8), using: key)
  /// ```
  public struct HMAC<H: HashFunction>: Sendable {
    /// The key type.
    public typealias Key = SymmetricKey
    /// The code type.
    public typealias MAC = HashedAuthenticationCode<H>

    private var inner = H()
    private var outer = H()

    /// An authenticator that has consumed no bytes, keyed with `key`.
    public init(key: SymmetricKey) {
      // K0 (FIPS 198-1 §4): a key longer than a block is hashed first; then it is padded
      // with zeros to a block, XORed with ipad for the inner hash and opad for the outer.
      var block = key.withUnsafeBytes { bytes in
        bytes.count > H.blockByteCount ? Array(H.hash(bufferPointer: bytes)) : Array(bytes)
      }
      block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
      inner.update(data: block.map { $0 ^ 0x36 })
      outer.update(data: block.map { $0 ^ 0x5c })
    }

    /// Adds `data` to the message.
    public mutating func update<D: DataProtocol>(data: D) {
      inner.update(data: data)
    }

    /// The code of the message so far.
    public func finalize() -> MAC {
      var outer = self.outer
      inner.finalize().withUnsafeBytes { outer.update(bufferPointer: $0) }
      return MAC(digest: outer.finalize())
    }

    /// The code of `data` under `key`.
    ///
    /// - Parameters:
    ///   - data: The message.
    ///   - key: The key.
    /// - Returns: The message's authentication code.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
      var authenticator = Self(key: key)
      authenticator.update(data: data)
      return authenticator.finalize()
    }

    /// Whether `authenticationCode` is the code of `authenticatedData` under `key`, compared
    /// in constant time.
    public static func isValidAuthenticationCode<D: DataProtocol>(
      _ authenticationCode: MAC, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
      constantTimeEqual(authenticationCode, Self.authenticationCode(for: authenticatedData, using: key))
    }

    /// Whether the bytes of `authenticationCode` are the code of `authenticatedData` under
    /// `key`, compared in constant time.
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
      _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
      constantTimeEqual(authenticationCode, Self.authenticationCode(for: authenticatedData, using: key))
    }

    /// Whether `mac` is the code of the bytes in the buffer under `key`.
    public static func isValidAuthenticationCode(
      _ mac: MAC, authenticating bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey
    ) -> Bool {
      var authenticator = Self(key: key)
      authenticator.inner.update(bufferPointer: bufferPointer)
      return constantTimeEqual(mac, authenticator.finalize())
    }
  }
#endif
