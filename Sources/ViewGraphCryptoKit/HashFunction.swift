#if !canImport(CryptoKit)
  import Foundation

  /// A hash function: bytes in, a fixed-size ``Digest`` out, fed at once or in pieces.
  ///
  /// ```swift
  /// let digest = SHA256.hash(data: Data("abc".utf8))
  ///
  /// var hasher = SHA256()
  /// hasher.update(data: Data("a".utf8))
  /// hasher.update(data: Data("bc".utf8))
  /// hasher.finalize() == digest  // true
  /// ```
  public protocol HashFunction: Sendable {
    /// The number of bytes the function compresses at a time.
    static var blockByteCount: Int { get }
    /// The digest the function produces.
    associatedtype Digest: ViewGraphCryptoKit.Digest
    /// A hash function that has consumed no bytes yet.
    init()
    /// Adds the bytes in the buffer to what the function has consumed.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of the bytes consumed; CryptoKit asks that `update` not be called after.
    func finalize() -> Digest
  }

  extension HashFunction {
    /// The digest of `data`.
    ///
    /// - Parameter data: The bytes to hash.
    /// - Returns: Their digest.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
      var hasher = Self()
      hasher.update(data: data)
      return hasher.finalize()
    }

    /// Adds `data` to what the function has consumed.
    public mutating func update<D: DataProtocol>(data: D) {
      for region in data.regions {
        region.withUnsafeBytes { update(bufferPointer: $0) }
      }
    }

    /// The digest of the bytes in the buffer.
    static func hash(bufferPointer: UnsafeRawBufferPointer) -> Digest {
      var hasher = Self()
      hasher.update(bufferPointer: bufferPointer)
      return hasher.finalize()
    }
  }
#endif
