#if !canImport(CryptoKit)
  import Foundation

  extension AES {
    /// AES in Galois/Counter Mode (NIST SP 800-38D): a message encrypted and authenticated,
    /// with data authenticated beside it, under a 128-, 192- or 256-bit key.
    ///
    /// ```swift
    /// let key = SymmetricKey(size: .bits256)
    /// let box = try AES.GCM.seal(Data("secret".utf8), using: key)
    /// let opened = try AES.GCM.open(AES.GCM.SealedBox(combined: box.combined!), using: key)
    /// ```
    public enum GCM: Sendable {
      static let tagByteCount = 16
      static let defaultNonceByteCount = 12

      /// `message` encrypted under `key` with `nonce` (a random one when `nil`), its tag
      /// authenticating it and `authenticatedData`.
      ///
      /// - Throws: ``CryptoKitError/incorrectKeySize`` unless the key is 128, 192 or 256 bits.
      public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
        _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil,
        authenticating authenticatedData: AuthenticatedData
      ) throws -> SealedBox {
        let nonce = nonce ?? Nonce()
        let mode = try GaloisCounterMode(key: key, nonce: Array(nonce))
        let ciphertext = mode.counterMode(Array(message))
        let tag = mode.tag(authenticatedData: Array(authenticatedData), ciphertext: ciphertext)
        return try SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
      }

      /// `message` encrypted and authenticated under `key` with `nonce`.
      public static func seal<Plaintext: DataProtocol>(
        _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil
      ) throws -> SealedBox {
        try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
      }

      /// The message in `sealedBox`, once its tag is checked against the ciphertext and
      /// `authenticatedData`.
      ///
      /// - Throws: ``CryptoKitError/authenticationFailure`` when the tag does not match: the
      ///   box or the data was altered, or the key is not the one that sealed it.
      public static func open<AuthenticatedData: DataProtocol>(
        _ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData
      ) throws -> Data {
        let mode = try GaloisCounterMode(key: key, nonce: Array(sealedBox.nonce))
        let ciphertext = Array(sealedBox.ciphertext)
        let expected = mode.tag(authenticatedData: Array(authenticatedData), ciphertext: ciphertext)
        guard constantTimeEqual(expected, Array(sealedBox.tag)) else {
          throw CryptoKitError.authenticationFailure
        }
        return Data(mode.counterMode(ciphertext))
      }

      /// The message in `sealedBox`, once its tag is checked.
      public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
        try open(sealedBox, using: key, authenticating: [UInt8]())
      }
    }
  }
#endif
