#if !canImport(CryptoKit)
  import Foundation

  extension AES.GCM {
    /// The value an AES-GCM seal uses once: 12 random bytes, or at least 12 bytes an app has.
    ///
    /// ```swift
    /// let nonce = try AES.GCM.Nonce(data: Data(nonceBytes))
    /// ```
    public struct Nonce: ContiguousBytes, Sequence, Sendable {
      let bytes: [UInt8]

      /// 12 random bytes.
      public init() {
        bytes = randomBytes(count: AES.GCM.defaultNonceByteCount)
      }

      /// The bytes of `data`.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for fewer than 12 bytes.
      public init<D: DataProtocol>(data: D) throws {
        guard data.count >= AES.GCM.defaultNonceByteCount else { throw CryptoKitError.incorrectParameterSize }
        bytes = Array(data)
      }

      /// Calls `body` with the nonce's bytes.
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
      }

      /// An iterator over the nonce's bytes.
      public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    }
  }
#endif
