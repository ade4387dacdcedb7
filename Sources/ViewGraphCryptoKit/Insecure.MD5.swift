#if !canImport(CryptoKit)
  import Foundation

  extension Insecure {
    /// MD5 (RFC 1321): a 16-byte digest, broken for collisions, kept for checksums and
    /// protocols that still name it.
    ///
    /// ```swift
    /// let etag = Insecure.MD5.hash(data: body).map { String(format: "%02x", $0) }.joined()
    /// ```
    public struct MD5: HashFunction {
      /// The number of bytes MD5 compresses at a time.
      public static let blockByteCount = 64
      /// The number of bytes in an MD5 digest.
      public static let byteCount = 16
      public typealias Digest = Insecure.MD5Digest

      /// T: the integer part of 2^32 × |sin(i)| for i in 1...64 (RFC 1321 §3.4).
      private static let sineTable: [UInt32] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
      ]

      /// The left rotations of each round's four steps (RFC 1321 §3.4).
      private static let rotations: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

      /// The buffer A, B, C, D (RFC 1321 §3.3).
      private var buffer: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
      private var blocks = MessageBlocks(blockByteCount: blockByteCount)

      /// An MD5 that has consumed no bytes.
      public init() {}

      /// Adds the bytes in the buffer to the message.
      public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        blocks.append(bufferPointer) { Self.compress($0, into: &buffer) }
      }

      /// The digest of the message so far.
      public func finalize() -> Insecure.MD5Digest {
        var buffer = self.buffer
        // MD5 is little-endian throughout: the length, the words and the digest (RFC 1321 §3.2).
        blocks.paddedTail(lengthByteCount: 8, bigEndian: false).withUnsafeBytes { tail in
          for start in stride(from: 0, to: tail.count, by: Self.blockByteCount) {
            Self.compress(
              UnsafeRawBufferPointer(rebasing: tail[start..<start + Self.blockByteCount]), into: &buffer)
          }
        }
        return Insecure.MD5Digest(bytes: littleEndianBytes(buffer))
      }

      /// Folds one 64-byte block into the buffer (RFC 1321 §3.4).
      private static func compress(_ block: UnsafeRawBufferPointer, into buffer: inout [UInt32]) {
        let (table, rotations) = (sineTable, rotations)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { x in
          for j in 0..<16 {
            x[j] =
              UInt32(block[4 * j]) | UInt32(block[4 * j + 1]) << 8
              | UInt32(block[4 * j + 2]) << 16 | UInt32(block[4 * j + 3]) << 24
          }
          var (a, b, c, d) = (buffer[0], buffer[1], buffer[2], buffer[3])
          for i in 0..<64 {
            // Each round has its function F, G, H or I, and its order of the block's words.
            let (f, word): (UInt32, Int) =
              switch i {
              case 0..<16: ((b & c) | (~b & d), i)
              case 16..<32: ((b & d) | (c & ~d), (5 * i + 1) % 16)
              case 32..<48: (b ^ c ^ d, (3 * i + 5) % 16)
              default: (c ^ (b | ~d), (7 * i) % 16)
              }
            let rotation = rotations[4 * (i / 16) + i % 4]
            let sum = a &+ f &+ table[i] &+ x[word]
            (a, b, c, d) = (d, b &+ sum.rotatedLeft(rotation), b, c)
          }
          for (index, word) in [a, b, c, d].enumerated() { buffer[index] &+= word }
        }
      }
    }

    /// The digest of MD5: 16 bytes.
    public struct MD5Digest: Digest {
      let bytes: [UInt8]

      /// The number of bytes in the digest.
      public static var byteCount: Int { 16 }

      /// Calls `body` with the digest's bytes.
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
      }

      /// `MD5 digest:` and the bytes in hexadecimal, as CryptoKit describes it.
      public var description: String { "MD5 digest: \(bytes.withUnsafeBytes { hexadecimal($0) })" }

      public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      }
    }
  }
#endif
