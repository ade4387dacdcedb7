#if !canImport(CryptoKit)
  import Foundation

  /// HKDF (RFC 5869): keys derived from a secret with HMAC, extracted with a salt and expanded
  /// with context information.
  ///
  /// ```swift
  /// let key = HKDF<SHA256>.deriveKey(
  ///   inputKeyMaterial: secret, salt: salt, info: Data("Content-Encoding: aesgcm\0".utf8),
  ///   outputByteCount: 16)
  /// ```
  public struct HKDF<H: HashFunction>: Sendable {
    /// The key of `outputByteCount` bytes derived from `inputKeyMaterial` with `salt` and `info`.
    public static func deriveKey<Salt: DataProtocol, Info: DataProtocol>(
      inputKeyMaterial: SymmetricKey, salt: Salt, info: Info, outputByteCount: Int
    ) -> SymmetricKey {
      expand(
        pseudoRandomKey: extract(inputKeyMaterial: inputKeyMaterial, salt: salt), info: info,
        outputByteCount: outputByteCount)
    }

    /// The key derived with no salt.
    public static func deriveKey<Info: DataProtocol>(
      inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int
    ) -> SymmetricKey {
      deriveKey(
        inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info, outputByteCount: outputByteCount)
    }

    /// The key derived with no information.
    public static func deriveKey<Salt: DataProtocol>(
      inputKeyMaterial: SymmetricKey, salt: Salt, outputByteCount: Int
    ) -> SymmetricKey {
      deriveKey(
        inputKeyMaterial: inputKeyMaterial, salt: salt, info: [UInt8](), outputByteCount: outputByteCount)
    }

    /// The key derived with neither salt nor information.
    public static func deriveKey(inputKeyMaterial: SymmetricKey, outputByteCount: Int) -> SymmetricKey {
      deriveKey(
        inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: [UInt8](), outputByteCount: outputByteCount
      )
    }

    /// The pseudorandom key: HMAC of the input keyed with the salt (RFC 5869 §2.2), where no
    /// salt is a key of zeros, which HMAC's padding makes the same as an empty one.
    public static func extract<Salt: DataProtocol>(
      inputKeyMaterial: SymmetricKey, salt: Salt?
    ) -> HashedAuthenticationCode<H> {
      let key = SymmetricKey(data: salt.map { Array($0) } ?? [])
      return inputKeyMaterial.withUnsafeBytes { HMAC<H>.authenticationCode(for: Array($0), using: key) }
    }

    /// `outputByteCount` bytes of T(1) | T(2) | …, where T(i) = HMAC(PRK, T(i-1) | info | i)
    /// (RFC 5869 §2.3); at most 255 blocks.
    public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(
      pseudoRandomKey prk: PRK, info: Info?, outputByteCount: Int
    ) -> SymmetricKey {
      let blockCount = (outputByteCount + H.Digest.byteCount - 1) / H.Digest.byteCount
      precondition(blockCount <= 255, "HKDF derives at most 255 times the digest's size")
      let key = SymmetricKey(data: prk)
      var output: [UInt8] = []
      var previous: [UInt8] = []
      for counter in 0..<blockCount {
        var authenticator = HMAC<H>(key: key)
        authenticator.update(data: previous)
        if let info { authenticator.update(data: info) }
        authenticator.update(data: [UInt8(counter + 1)])
        previous = Array(authenticator.finalize())
        output += previous
      }
      return SymmetricKey(data: Array(output.prefix(outputByteCount)))
    }
  }
#endif
