#if !canImport(CryptoKit)
  import Foundation

  /// The output of a ``HashFunction``: a fixed number of bytes, compared in constant time,
  /// described as the function's name and the bytes in hexadecimal.
  ///
  /// ```swift
  /// let digest = SHA256.hash(data: Data("abc".utf8))
  /// Data(digest)                                           // 32 bytes
  /// digest.map { String(format: "%02x", $0) }.joined()     // "ba7816bf…"
  /// digest.description                                     // "SHA256 digest: ba7816bf…"
  /// ```
  public protocol Digest: Hashable, Sendable, ContiguousBytes, CustomStringConvertible, Sequence
  where Element == UInt8 {
    /// The number of bytes in a digest.
    static var byteCount: Int { get }
  }

  extension Digest {
    /// An iterator over the digest's bytes.
    public func makeIterator() -> Array<UInt8>.Iterator {
      withUnsafeBytes { Array($0) }.makeIterator()
    }

    /// Whether two digests hold the same bytes, compared in constant time.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      constantTimeEqual(lhs, rhs)
    }

    /// Whether the digest holds the bytes of `rhs`, compared in constant time.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
      constantTimeEqual(lhs, Data(rhs))
    }

    /// The digest's type and its bytes in hexadecimal; CryptoKit's own digests say
    /// `SHA256 digest: ba7816bf…`.
    public var description: String {
      "\(Self.self): \(withUnsafeBytes { hexadecimal($0) })"
    }
  }
#endif
