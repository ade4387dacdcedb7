#if !canImport(CryptoKit)
  import Foundation

  /// SHA-384 (FIPS 180-4 §6.5): a 48-byte digest, SHA-512 from another initial hash value,
  /// truncated.
  ///
  /// ```swift
  /// let digest = SHA384.hash(data: try Data(contentsOf: fileURL))
  /// ```
  public struct SHA384: HashFunction {
    /// The number of bytes SHA384 compresses at a time.
    public static let blockByteCount = 128
    /// The number of bytes in a SHA384 digest.
    public static let byteCount = 48
    public typealias Digest = SHA384Digest

    private var state = SHA512Compression(initialHashValue: SHA512Compression.sha384InitialHashValue)
    private var blocks = MessageBlocks(blockByteCount: blockByteCount)

    /// A SHA384 that has consumed no bytes.
    public init() {}

    /// Adds the bytes in the buffer to the message.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      blocks.append(bufferPointer) { state.compress($0) }
    }

    /// The digest of the message so far.
    public func finalize() -> SHA384Digest {
      var state = self.state
      blocks.paddedTail(lengthByteCount: 16, bigEndian: true).withUnsafeBytes { tail in
        for start in stride(from: 0, to: tail.count, by: Self.blockByteCount) {
          state.compress(UnsafeRawBufferPointer(rebasing: tail[start..<start + Self.blockByteCount]))
        }
      }
      return SHA384Digest(bytes: Array(state.bytes.prefix(Self.byteCount)))
    }
  }

  /// The digest of SHA-384: 48 bytes.
  public struct SHA384Digest: Digest {
    let bytes: [UInt8]

    /// The number of bytes in the digest.
    public static var byteCount: Int { 48 }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    /// `SHA384 digest:` and the bytes in hexadecimal, as CryptoKit describes it.
    public var description: String { "SHA384 digest: \(bytes.withUnsafeBytes { hexadecimal($0) })" }

    public func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
#endif
