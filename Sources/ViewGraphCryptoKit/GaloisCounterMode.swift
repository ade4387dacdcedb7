#if !canImport(CryptoKit)
  /// GCM's two halves for one key and nonce (NIST SP 800-38D §7): counter-mode encryption
  /// from the pre-counter block J0, and GHASH over the data and ciphertext for the tag.
  struct GaloisCounterMode: Sendable {
    private let cipher: AESBlockCipher
    /// H: the cipher of the zero block, GHASH's key.
    private let hashKey: (UInt64, UInt64)
    /// J0: the nonce with a 32-bit counter of 1 when it is 12 bytes, else GHASH of the nonce.
    private let preCounterBlock: [UInt8]

    init(key: SymmetricKey, nonce: [UInt8]) throws {
      guard [128, 192, 256].contains(key.bitCount) else { throw CryptoKitError.incorrectKeySize }
      cipher = AESBlockCipher(key: key.withUnsafeBytes { Array($0) })
      hashKey = Self.words(cipher.encrypt([UInt8](repeating: 0, count: 16)))
      if nonce.count == 12 {
        preCounterBlock = nonce + [0, 0, 0, 1]
      } else {
        let padded = nonce + [UInt8](repeating: 0, count: (16 - nonce.count % 16) % 16)
        preCounterBlock = Self.ghash(
          padded + [UInt8](repeating: 0, count: 8) + Self.bitLength(nonce.count), hashKey)
      }
    }

    /// GCTR (§6.5) from inc32(J0): encrypts, and decrypts, `input`.
    func counterMode(_ input: [UInt8]) -> [UInt8] {
      var counter = preCounterBlock
      var output: [UInt8] = []
      output.reserveCapacity(input.count)
      for start in stride(from: 0, to: input.count, by: 16) {
        Self.increment(&counter)
        let keystream = cipher.encrypt(counter)
        for index in start..<min(start + 16, input.count) {
          output.append(input[index] ^ keystream[index - start])
        }
      }
      return output
    }

    /// The tag (§7.1 steps 5–6): GHASH of the padded data, the padded ciphertext and their
    /// lengths in bits, XORed with the cipher of J0.
    func tag(authenticatedData: [UInt8], ciphertext: [UInt8]) -> [UInt8] {
      func padded(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: (16 - bytes.count % 16) % 16)
      }
      let blocks =
        padded(authenticatedData) + padded(ciphertext)
        + Self.bitLength(authenticatedData.count) + Self.bitLength(ciphertext.count)
      let hash = Self.ghash(blocks, hashKey)
      return zip(hash, cipher.encrypt(preCounterBlock)).map { $0 ^ $1 }
    }

    /// inc32: the block's last 32 bits, big-endian, plus one modulo 2^32.
    private static func increment(_ block: inout [UInt8]) {
      for index in stride(from: 15, through: 12, by: -1) {
        block[index] &+= 1
        if block[index] != 0 { return }
      }
    }

    /// A length in bytes as 64 bits of its length in bits, big-endian.
    private static func bitLength(_ byteCount: Int) -> [UInt8] { bigEndianBytes([UInt64(byteCount) * 8]) }

    /// GHASH (§6.4) of whole 16-byte blocks.
    private static func ghash(_ blocks: [UInt8], _ hashKey: (UInt64, UInt64)) -> [UInt8] {
      var y: (UInt64, UInt64) = (0, 0)
      for start in stride(from: 0, to: blocks.count, by: 16) {
        let x = words(Array(blocks[start..<start + 16]))
        y = multiply((y.0 ^ x.0, y.1 ^ x.1), hashKey)
      }
      return bigEndianBytes([y.0, y.1])
    }

    /// The product in GF(2^128) (§6.3, Algorithm 1). GCM's bit order is reflected: the first
    /// bit of a block is the coefficient of x^0, so shifting right multiplies by x, and the
    /// reduction polynomial's low terms x^7 + x^2 + x + 1 are R = 0xe1 followed by zeros.
    private static func multiply(_ x: (UInt64, UInt64), _ y: (UInt64, UInt64)) -> (UInt64, UInt64) {
      var z: (UInt64, UInt64) = (0, 0)
      var v = y
      for bit in 0..<128 {
        let word = bit < 64 ? x.0 : x.1
        if (word >> (63 - UInt64(bit % 64))) & 1 == 1 { z = (z.0 ^ v.0, z.1 ^ v.1) }
        let carry = v.1 & 1
        v = (v.0 >> 1, v.1 >> 1 | v.0 << 63)
        if carry == 1 { v.0 ^= 0xe100_0000_0000_0000 }
      }
      return z
    }

    /// A 16-byte block as two big-endian words.
    private static func words(_ block: [UInt8]) -> (UInt64, UInt64) {
      var words: (UInt64, UInt64) = (0, 0)
      for index in 0..<8 {
        words.0 = words.0 << 8 | UInt64(block[index])
        words.1 = words.1 << 8 | UInt64(block[index + 8])
      }
      return words
    }
  }
#endif
