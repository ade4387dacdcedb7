#if !canImport(CryptoKit)
  import Foundation

  // What the module's types share about their bytes.

  /// Whether `lhs` and `rhs` hold the same bytes, looking at every byte whatever differs, so
  /// the time taken does not tell an attacker how much of a guessed tag was right.
  func constantTimeEqual<L: ContiguousBytes, R: ContiguousBytes>(_ lhs: L, _ rhs: R) -> Bool {
    lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in 0..<left.count { difference |= left[index] ^ right[index] }
        return difference == 0
      }
    }
  }

  /// The bytes in lowercase hexadecimal, two digits each.
  func hexadecimal(_ bytes: UnsafeRawBufferPointer) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The words' bytes, each word most significant byte first (FIPS 180-4 §3.1).
  func bigEndianBytes<Word: FixedWidthInteger>(_ words: [Word]) -> [UInt8] {
    words.withUnsafeBytes { raw in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(raw.count)
      let size = MemoryLayout<Word>.size
      for start in stride(from: 0, to: raw.count, by: size) {
        // The host is little-endian (Linux on x86-64 and arm64): reverse each word.
        bytes.append(contentsOf: raw[start..<start + size].reversed())
      }
      return bytes
    }
  }

  /// The words' bytes, each word least significant byte first (RFC 1321 §2).
  func littleEndianBytes(_ words: [UInt32]) -> [UInt8] {
    words.flatMap { word in
      [
        UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24),
      ]
    }
  }

  /// `count` bytes from the system's random number generator.
  func randomBytes(count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
#endif
