#if !canImport(CryptoKit)
  import Foundation

  extension AES.GCM {
    /// What AES-GCM seals: the nonce, the ciphertext and the 16-byte tag, kept together as
    /// the combined representation `nonce | ciphertext | tag`.
    ///
    /// ```swift
    /// let box = try AES.GCM.SealedBox(combined: received)   // 12-byte nonce first
    /// let plaintext = try AES.GCM.open(box, using: key)
    /// ```
    public struct SealedBox: Sendable {
      private let combinedRepresentation: Data
      private let nonceByteCount: Int

      /// The tag authenticating the ciphertext.
      public var tag: Data { combinedRepresentation.suffix(AES.GCM.tagByteCount) }

      /// The encrypted message.
      public var ciphertext: Data {
        combinedRepresentation.dropFirst(nonceByteCount).dropLast(AES.GCM.tagByteCount)
      }

      /// The nonce the message was sealed with.
      public var nonce: AES.GCM.Nonce {
        // Every box holds at least 12 bytes of nonce: both initializers check.
        try! AES.GCM.Nonce(data: combinedRepresentation.prefix(nonceByteCount))
      }

      /// `nonce | ciphertext | tag`, or `nil` when the nonce is not 12 bytes, which the
      /// combined form cannot tell apart.
      public var combined: Data? {
        nonceByteCount == AES.GCM.defaultNonceByteCount ? combinedRepresentation : nil
      }

      /// A box from its combined representation: a 12-byte nonce, the ciphertext, a 16-byte tag.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for fewer than 28 bytes.
      public init<D: DataProtocol>(combined: D) throws {
        guard combined.count >= AES.GCM.defaultNonceByteCount + AES.GCM.tagByteCount else {
          throw CryptoKitError.incorrectParameterSize
        }
        combinedRepresentation = Data(combined)
        nonceByteCount = AES.GCM.defaultNonceByteCount
      }

      /// A box from its parts.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` unless the tag is 16 bytes.
      public init<C: DataProtocol, T: DataProtocol>(nonce: AES.GCM.Nonce, ciphertext: C, tag: T) throws {
        guard tag.count == AES.GCM.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
        combinedRepresentation = Data(nonce.bytes) + Data(ciphertext) + Data(tag)
        nonceByteCount = nonce.bytes.count
      }
    }
  }
#endif
