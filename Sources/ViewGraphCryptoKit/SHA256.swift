#if !canImport(CryptoKit)
  import Foundation

  /// SHA-256 (FIPS 180-4 §6.2): a 32-byte digest, the hash an app uses for a checksum, a
  /// cache key, a Gravatar address or Sign in with Apple's nonce.
  ///
  /// ```swift
  /// let hex = SHA256.hash(data: Data(email.utf8)).map { String(format: "%02x", $0) }.joined()
  /// ```
  public struct SHA256: HashFunction {
    /// The number of bytes SHA-256 compresses at a time.
    public static let blockByteCount = 64
    /// The number of bytes in a SHA-256 digest.
    public static let byteCount = 32
    public typealias Digest = SHA256Digest

    private var state = SHA256Compression(initialHashValue: SHA256Compression.sha256InitialHashValue)
    private var blocks = MessageBlocks(blockByteCount: blockByteCount)

    /// A SHA-256 that has consumed no bytes.
    public init() {}

    /// Adds the bytes in the buffer to the message.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      blocks.append(bufferPointer) { state.compress($0) }
    }

    /// The digest of the message so far.
    public func finalize() -> SHA256Digest {
      var state = self.state
      blocks.paddedTail(lengthByteCount: 8, bigEndian: true).withUnsafeBytes { tail in
        for start in stride(from: 0, to: tail.count, by: Self.blockByteCount) {
          state.compress(UnsafeRawBufferPointer(rebasing: tail[start..<start + Self.blockByteCount]))
        }
      }
      return SHA256Digest(bytes: state.bytes)
    }
  }

  /// The digest of SHA-256: 32 bytes.
  public struct SHA256Digest: Digest {
    let bytes: [UInt8]

    /// The number of bytes in the digest.
    public static var byteCount: Int { 32 }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    /// `SHA256 digest:` and the bytes in hexadecimal, as CryptoKit describes it.
    public var description: String { "SHA256 digest: \(bytes.withUnsafeBytes { hexadecimal($0) })" }

    public func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
#endif
