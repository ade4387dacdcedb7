#if !canImport(CryptoKit)
  import Foundation

  /// The code ``HMAC`` computes: as many bytes as the hash function's digest.
  ///
  /// ```swift
  /// let code = HMAC<SHA256>.authenticationCode(for: body, using: key)
  /// code.description  // "HMAC with SHA256: b0344c61…"
  /// ```
  public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    let digest: H.Digest

    /// The number of bytes in the code.
    public var byteCount: Int { H.Digest.byteCount }

    /// Calls `body` with the code's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try digest.withUnsafeBytes(body)
    }

    /// `HMAC with` the hash function's name and the bytes in hexadecimal, as CryptoKit
    /// describes it.
    public var description: String {
      "HMAC with \(H.self): \(digest.withUnsafeBytes { hexadecimal($0) })"
    }

    public func hash(into hasher: inout Hasher) {
      digest.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
#endif
