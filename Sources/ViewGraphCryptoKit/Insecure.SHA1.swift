#if !canImport(CryptoKit)
  import Foundation

  extension Insecure {
    /// SHA-1 (FIPS 180-4 §6.1, RFC 3174): a 20-byte digest, broken for collisions, kept for
    /// protocols and formats that still name it.
    ///
    /// ```swift
    /// let fingerprint = Insecure.SHA1.hash(data: certificate)
    /// ```
    public struct SHA1: HashFunction {
      /// The number of bytes SHA-1 compresses at a time.
      public static let blockByteCount = 64
      /// The number of bytes in a SHA-1 digest.
      public static let byteCount = 20
      public typealias Digest = Insecure.SHA1Digest

      /// H(0) (FIPS 180-4 §5.3.1).
      private var hashValue: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]
      private var blocks = MessageBlocks(blockByteCount: blockByteCount)

      /// A SHA-1 that has consumed no bytes.
      public init() {}

      /// Adds the bytes in the buffer to the message.
      public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        blocks.append(bufferPointer) { Self.compress($0, into: &hashValue) }
      }

      /// The digest of the message so far.
      public func finalize() -> Insecure.SHA1Digest {
        var hashValue = self.hashValue
        blocks.paddedTail(lengthByteCount: 8, bigEndian: true).withUnsafeBytes { tail in
          for start in stride(from: 0, to: tail.count, by: Self.blockByteCount) {
            Self.compress(
              UnsafeRawBufferPointer(rebasing: tail[start..<start + Self.blockByteCount]), into: &hashValue)
          }
        }
        return Insecure.SHA1Digest(bytes: bigEndianBytes(hashValue))
      }

      /// Folds one 64-byte block into the hash value (FIPS 180-4 §6.1.2).
      private static func compress(_ block: UnsafeRawBufferPointer, into hashValue: inout [UInt32]) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
          for t in 0..<16 {
            w[t] =
              UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16
              | UInt32(block[4 * t + 2]) << 8 | UInt32(block[4 * t + 3])
          }
          for t in 16..<80 { w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1) }
          var (a, b, c, d, e) = (hashValue[0], hashValue[1], hashValue[2], hashValue[3], hashValue[4])
          for t in 0..<80 {
            // f and K change every 20 rounds: Ch, Parity, Maj, Parity (FIPS 180-4 §4.1.1, §4.2.1).
            let (f, k): (UInt32, UInt32) =
              switch t {
              case 0..<20: ((b & c) ^ (~b & d), 0x5a82_7999)
              case 20..<40: (b ^ c ^ d, 0x6ed9_eba1)
              case 40..<60: ((b & c) ^ (b & d) ^ (c & d), 0x8f1b_bcdc)
              default: (b ^ c ^ d, 0xca62_c1d6)
              }
            let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t]
            (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, temp)
          }
          for (index, word) in [a, b, c, d, e].enumerated() { hashValue[index] &+= word }
        }
      }
    }

    /// The digest of SHA-1: 20 bytes.
    public struct SHA1Digest: Digest {
      let bytes: [UInt8]

      /// The number of bytes in the digest.
      public static var byteCount: Int { 20 }

      /// Calls `body` with the digest's bytes.
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
      }

      /// `SHA1 digest:` and the bytes in hexadecimal, as CryptoKit describes it.
      public var description: String { "SHA1 digest: \(bytes.withUnsafeBytes { hexadecimal($0) })" }

      public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      }
    }
  }
#endif
