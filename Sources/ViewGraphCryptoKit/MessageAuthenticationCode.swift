#if !canImport(CryptoKit)
  import Foundation

  /// A message authentication code: bytes that prove a message came from a holder of the key.
  ///
  /// ```swift
  /// let code = HMAC<SHA256>.authenticationCode(for: body, using: key)
  /// let signature = Data(code).base64EncodedString()
  /// ```
  public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, Sendable, CustomStringConvertible,
    Sequence
  where Element == UInt8 {
    /// The number of bytes in the code.
    var byteCount: Int { get }
  }

  extension MessageAuthenticationCode {
    /// An iterator over the code's bytes.
    public func makeIterator() -> Array<UInt8>.Iterator {
      withUnsafeBytes { Array($0) }.makeIterator()
    }

    /// Whether two codes hold the same bytes, compared in constant time.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      constantTimeEqual(lhs, rhs)
    }

    /// Whether the code holds the bytes of `rhs`, compared in constant time.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
      constantTimeEqual(lhs, Data(rhs))
    }

    /// The code's type and its bytes in hexadecimal.
    public var description: String {
      "\(Self.self): \(withUnsafeBytes { hexadecimal($0) })"
    }
  }
#endif
