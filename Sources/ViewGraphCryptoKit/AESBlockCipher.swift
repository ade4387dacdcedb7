#if !canImport(CryptoKit)
  /// AES's forward cipher (FIPS 197 §5.1) with a 128-, 192- or 256-bit key: all GCM needs,
  /// since counter mode only ever encrypts.
  struct AESBlockCipher: Sendable {
    /// The S-box (FIPS 197 §5.1.1), computed rather than tabulated: each byte's inverse in
    /// GF(2^8), then the affine transformation.
    private static let substitution: [UInt8] = {
      var box = [UInt8](repeating: 0x63, count: 256)
      for byte in 1..<256 {
        var inverse: UInt8 = 1
        while multiply(UInt8(byte), inverse) != 1 { inverse &+= 1 }
        var result = inverse
        for shift in 1...4 { result ^= inverse << shift | inverse >> (8 - shift) }
        box[byte] = result ^ 0x63
      }
      return box
    }()

    /// The product in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (FIPS 197 §4.2).
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
      var (a, b, product) = (a, b, UInt8(0))
      while b != 0 {
        if b & 1 != 0 { product ^= a }
        a = a << 1 ^ (a & 0x80 != 0 ? 0x1b : 0)
        b >>= 1
      }
      return product
    }

    /// The round keys, 16 bytes each (FIPS 197 §5.2).
    private let roundKeys: [[UInt8]]

    /// A cipher for `key`, which must be 16, 24 or 32 bytes.
    init(key: [UInt8]) {
      let box = Self.substitution
      let keyWords = key.count / 4
      let rounds = keyWords + 6
      var words: [[UInt8]] = (0..<keyWords).map { Array(key[4 * $0..<4 * $0 + 4]) }
      var roundConstant: UInt8 = 1
      for index in keyWords..<4 * (rounds + 1) {
        var word = words[index - 1]
        if index % keyWords == 0 {
          word = [box[Int(word[1])] ^ roundConstant, box[Int(word[2])], box[Int(word[3])], box[Int(word[0])]]
          roundConstant = Self.multiply(roundConstant, 2)
        } else if keyWords > 6 && index % keyWords == 4 {
          word = word.map { box[Int($0)] }
        }
        words.append(zip(words[index - keyWords], word).map { $0 ^ $1 })
      }
      roundKeys = (0...rounds).map { round in Array(words[4 * round..<4 * round + 4].joined()) }
    }

    /// The 16-byte block encrypted.
    func encrypt(_ block: [UInt8]) -> [UInt8] {
      let box = Self.substitution
      // The state is column-major: byte r + 4c is row r of column c (FIPS 197 §3.4).
      var state = zip(block, roundKeys[0]).map { $0 ^ $1 }
      for round in 1..<roundKeys.count {
        let substituted = state.map { box[Int($0)] }
        // ShiftRows: row r moves left by r columns.
        var shifted = substituted
        for column in 0..<4 {
          for row in 0..<4 { shifted[row + 4 * column] = substituted[row + 4 * ((column + row) % 4)] }
        }
        if round < roundKeys.count - 1 {
          // MixColumns: each column times 3x^3 + x^2 + x + 2 (FIPS 197 §5.1.3).
          for column in 0..<4 {
            let c = Array(shifted[4 * column..<4 * column + 4])
            for row in 0..<4 {
              shifted[row + 4 * column] =
                Self.multiply(c[row], 2) ^ Self.multiply(c[(row + 1) % 4], 3) ^ c[(row + 2) % 4]
                ^ c[(row + 3) % 4]
            }
          }
        }
        state = zip(shifted, roundKeys[round]).map { $0 ^ $1 }
      }
      return state
    }
  }
#endif
