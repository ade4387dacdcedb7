import Foundation
import Testing
import ViewGraphCryptoKit

/// The bytes of a hexadecimal string.
private func bytes(_ hex: String) -> [UInt8] {
  let digits = Array(hex.utf8)
  return stride(from: 0, to: digits.count, by: 2).map {
    UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
  }
}

/// Bytes in lowercase hexadecimal, as apps print a digest.
private func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
  bytes.map { String(format: "%02x", $0) }.joined()
}

/// Whether `body` throws `expected`; CryptoKit's errors are not `Equatable`, so they are
/// compared by their description, which names the case.
private func expectThrows(
  _ expected: CryptoKitError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> some Any
) {
  let error = #expect(throws: CryptoKitError.self, sourceLocation: sourceLocation) { try body() }
  #expect(error.map { "\($0)" } == "\(expected)", sourceLocation: sourceLocation)
}

/// FIPS 180-2 Appendix B's messages: "abc", the 448-bit and 896-bit messages. Made on each
/// use: a global `Data` is reported as a leak by LeakSanitizer (its representation hides the
/// pointer to its bytes), which the CI's AddressSanitizer run fails on.
private enum Message {
  static var abc: Data { Data("abc".utf8) }
  static var bits448: Data { Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8) }
  static var bits896: Data {
    Data(
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        .utf8)
  }
  static var millionA: Data { Data(repeating: UInt8(ascii: "a"), count: 1_000_000) }
}

@Suite("S392: CryptoKit's hash functions and message authentication codes")
struct CryptoKitHashTests {
  @Test("S392: SHA-256 gives FIPS 180-4's digests")
  func S392_sha256Vectors() {
    #expect(
      hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      hex(SHA256.hash(data: Message.abc))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(SHA256.hash(data: Message.bits448))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      hex(SHA256.hash(data: Message.bits896))
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    #expect(
      hex(SHA256.hash(data: Message.millionA))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("S392: SHA-384 gives FIPS 180-4's digests")
  func S392_sha384Vectors() {
    #expect(
      hex(SHA384.hash(data: Data()))
        == "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b")
    #expect(
      hex(SHA384.hash(data: Message.abc))
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    #expect(
      hex(SHA384.hash(data: Message.bits896))
        == "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039")
  }

  @Test("S392: SHA-512 gives FIPS 180-4's digests")
  func S392_sha512Vectors() {
    #expect(
      hex(SHA512.hash(data: Data()))
        == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
    )
    #expect(
      hex(SHA512.hash(data: Message.abc))
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    #expect(
      hex(SHA512.hash(data: Message.bits896))
        == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
    )
    #expect(
      hex(SHA512.hash(data: Message.millionA))
        == "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b"
    )
  }

  @Test("S392: Insecure.SHA1 gives RFC 3174's digests and Insecure.MD5 RFC 1321's")
  func S392_insecureVectors() {
    #expect(hex(Insecure.SHA1.hash(data: Message.abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(hex(Insecure.SHA1.hash(data: Message.bits448)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    #expect(hex(Insecure.SHA1.hash(data: Message.millionA)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(hex(Insecure.MD5.hash(data: Data("a".utf8))) == "0cc175b9c0f1b6a831c399e269772661")
    #expect(hex(Insecure.MD5.hash(data: Message.abc)) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(hex(Insecure.MD5.hash(data: Data("message digest".utf8))) == "f96b697d7cb7938d525a2f31aaf161d0")
    #expect(
      hex(Insecure.MD5.hash(data: Data(String(repeating: "1234567890", count: 8).utf8)))
        == "57edf4a22be3c955ac49da2e2107b67a")
  }

  @Test("S392: a hash fed in pieces, or through a buffer pointer, gives the one-shot digest")
  func S392_incrementalHashing() {
    let message = Array(Message.bits896) + Array(repeating: 0x5a, count: 300)
    for split in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, message.count] {
      var sha256 = SHA256()
      sha256.update(data: message[..<split])
      sha256.update(data: message[split...])
      #expect(sha256.finalize() == SHA256.hash(data: message), "split at \(split)")
      var sha512 = SHA512()
      message.withUnsafeBytes { buffer in
        sha512.update(bufferPointer: UnsafeRawBufferPointer(rebasing: buffer[..<split]))
        sha512.update(bufferPointer: UnsafeRawBufferPointer(rebasing: buffer[split...]))
      }
      #expect(sha512.finalize() == SHA512.hash(data: message), "split at \(split)")
      var md5 = Insecure.MD5()
      md5.update(data: message[..<split])
      md5.update(data: message[split...])
      #expect(md5.finalize() == Insecure.MD5.hash(data: message), "split at \(split)")
    }
  }

  @Test("S392: digests describe, compare and size themselves as CryptoKit's do")
  func S392_digestFace() {
    let digest = SHA256.hash(data: Message.abc)
    #expect(
      digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect("\(SHA384.hash(data: Message.abc))".hasPrefix("SHA384 digest: cb00753f"))
    #expect("\(SHA512.hash(data: Message.abc))".hasPrefix("SHA512 digest: ddaf35a1"))
    #expect(
      "\(Insecure.SHA1.hash(data: Message.abc))" == "SHA1 digest: a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect("\(Insecure.MD5.hash(data: Message.abc))" == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
    #expect(Data(digest).count == SHA256Digest.byteCount)
    #expect(digest == Data(bytes("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")))
    #expect(digest != SHA256.hash(data: Data("abd".utf8)))
    #expect(Set([digest, SHA256.hash(data: Message.abc)]).count == 1)
    #expect((SHA256.blockByteCount, SHA256.byteCount) == (64, 32))
    #expect((SHA384.blockByteCount, SHA384.byteCount) == (128, 48))
    #expect((SHA512.blockByteCount, SHA512.byteCount) == (128, 64))
    #expect((Insecure.SHA1.blockByteCount, Insecure.SHA1.byteCount) == (64, 20))
    #expect((Insecure.MD5.blockByteCount, Insecure.MD5.byteCount) == (64, 16))
  }

  @Test("S392: HMAC-SHA256 gives RFC 4231's codes, at once or in pieces, and validates them")
  func S392_hmacVectors() {
    let cases: [(key: [UInt8], data: [UInt8], code: String)] = [
      (
        Array(repeating: 0x0b, count: 20), Array("Hi There".utf8),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        Array(repeating: 0xaa, count: 20), Array(repeating: 0xdd, count: 50),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
      ),
      (
        Array(1...25), Array(repeating: 0xcd, count: 50),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
      ),
      (
        Array(repeating: 0xaa, count: 131),
        Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
    ]
    for (key, data, code) in cases {
      let key = SymmetricKey(data: key)
      let mac = HMAC<SHA256>.authenticationCode(for: data, using: key)
      #expect(hex(mac) == code)
      var authenticator = HMAC<SHA256>(key: key)
      authenticator.update(data: data.prefix(3))
      authenticator.update(data: data.dropFirst(3))
      #expect(authenticator.finalize() == mac)
      #expect(HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: data, using: key))
      #expect(HMAC<SHA256>.isValidAuthenticationCode(Data(mac), authenticating: data, using: key))
      #expect(!HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: data + [0], using: key))
    }
    let mac = HMAC<SHA256>.authenticationCode(
      for: Array("Hi There".utf8), using: SymmetricKey(data: [UInt8](repeating: 0x0b, count: 20)))
    #expect(
      mac.description == "HMAC with SHA256: b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(mac.byteCount == 32)
  }

  @Test("S392: a symmetric key holds random bytes of its size, or the bytes it was given")
  func S392_symmetricKey() {
    let key = SymmetricKey(size: .bits256)
    #expect(key.bitCount == 256)
    #expect(key.withUnsafeBytes { $0.count } == 32)
    #expect(key != SymmetricKey(size: .bits256))
    #expect(SymmetricKey(size: SymmetricKeySize(bitCount: 64)).bitCount == 64)
    let stored = key.withUnsafeBytes { Data($0) }
    #expect(SymmetricKey(data: stored) == key)
  }
}

@Suite("S393: CryptoKit's key derivation, authenticated encryption and P-256 key agreement")
struct CryptoKitCipherTests {
  @Test("S393: HKDF-SHA256 gives RFC 5869's keys")
  func S393_hkdfVectors() {
    let ikm = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 22))
    let salt = Array(UInt8(0x00)...0x0c)
    let info = Array(UInt8(0xf0)...0xf9)
    #expect(
      hex(HKDF<SHA256>.extract(inputKeyMaterial: ikm, salt: salt))
        == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
    #expect(
      HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm, salt: salt, info: info, outputByteCount: 42)
        .withUnsafeBytes(hex)
        == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    // A.2: longer inputs, three blocks of output.
    let long = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: Array(UInt8(0x00)...0x4f)), salt: Array(UInt8(0x60)...0xaf),
      info: Array(UInt8(0xb0)...0xff), outputByteCount: 82)
    #expect(
      long.withUnsafeBytes(hex)
        == "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87"
    )
    // A.3: no salt and no information.
    #expect(
      HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm, outputByteCount: 42).withUnsafeBytes(hex)
        == "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8")
  }

  @Test("S393: AES-GCM seals as the GCM specification's test cases say")
  func S393_aesGCMVectors() throws {
    let zeroNonce = try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12))
    // Test cases 1, 2, 13 and 14: zero keys and nonce.
    let case1 = try AES.GCM.seal(
      [UInt8](), using: SymmetricKey(data: [UInt8](repeating: 0, count: 16)), nonce: zeroNonce)
    #expect(case1.ciphertext.isEmpty && hex(case1.tag) == "58e2fccefa7e3061367f1d57a4e7455a")
    let case2 = try AES.GCM.seal(
      [UInt8](repeating: 0, count: 16), using: SymmetricKey(data: [UInt8](repeating: 0, count: 16)),
      nonce: zeroNonce)
    #expect(hex(case2.ciphertext) == "0388dace60b6a392f328c2b971b2fe78")
    #expect(hex(case2.tag) == "ab6e47d42cec13bdf53a67b21257bddf")
    let case14 = try AES.GCM.seal(
      [UInt8](repeating: 0, count: 16), using: SymmetricKey(data: [UInt8](repeating: 0, count: 32)),
      nonce: zeroNonce)
    #expect(hex(case14.ciphertext) == "cea7403d4d606b6e074ec5d3baf39d18")
    #expect(hex(case14.tag) == "d0d1c8a799996bf0265b98b5d48ab919")
    // Test cases 4 and 16: additional authenticated data, a partial last block.
    let plaintext = bytes(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39"
    )
    let aad = bytes("feedfacedeadbeeffeedfacedeadbeefabaddad2")
    let nonce = try AES.GCM.Nonce(data: bytes("cafebabefacedbaddecaf888"))
    let key128 = SymmetricKey(data: bytes("feffe9928665731c6d6a8f9467308308"))
    let case4 = try AES.GCM.seal(plaintext, using: key128, nonce: nonce, authenticating: aad)
    #expect(
      hex(case4.ciphertext)
        == "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091"
    )
    #expect(hex(case4.tag) == "5bc94fbc3221a5db94fae95ae7121a47")
    let key256 = SymmetricKey(data: bytes("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"))
    let case16 = try AES.GCM.seal(plaintext, using: key256, nonce: nonce, authenticating: aad)
    #expect(
      hex(case16.ciphertext)
        == "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662"
    )
    #expect(hex(case16.tag) == "76fc6ece0f4e1768cddf8853bb2d551b")
    // Test case 6: a 60-byte nonce goes through GHASH; its box has no combined form.
    let longNonce = try AES.GCM.Nonce(
      data: bytes(
        "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b"
      ))
    let case6 = try AES.GCM.seal(plaintext, using: key128, nonce: longNonce, authenticating: aad)
    #expect(hex(case6.tag) == "619cc5aefffe0bfa462af43c1699d050")
    #expect(case6.combined == nil)
    #expect(try AES.GCM.open(case6, using: key128, authenticating: aad) == Data(plaintext))
  }

  @Test("S393: an AES-GCM box opens from its combined form, and fails when anything changed")
  func S393_aesGCMOpen() throws {
    let key = SymmetricKey(size: .bits256)
    let box = try AES.GCM.seal(Data("the payload".utf8), using: key, authenticating: Data("header".utf8))
    let combined = try #require(box.combined)
    #expect(combined.count == 12 + 11 + 16)
    let received = try AES.GCM.SealedBox(combined: combined)
    #expect(
      try AES.GCM.open(received, using: key, authenticating: Data("header".utf8)) == Data("the payload".utf8))
    expectThrows(.authenticationFailure) { try AES.GCM.open(received, using: key) }
    expectThrows(.authenticationFailure) {
      try AES.GCM.open(received, using: SymmetricKey(size: .bits256), authenticating: Data("header".utf8))
    }
    var altered = combined
    altered[14] ^= 1
    expectThrows(.authenticationFailure) {
      try AES.GCM.open(AES.GCM.SealedBox(combined: altered), using: key, authenticating: Data("header".utf8))
    }
    expectThrows(.incorrectParameterSize) { try AES.GCM.SealedBox(combined: Data(count: 27)) }
    expectThrows(.incorrectKeySize) {
      try AES.GCM.seal(Data(), using: SymmetricKey(size: SymmetricKeySize(bitCount: 64)))
    }
    expectThrows(.incorrectParameterSize) { try AES.GCM.Nonce(data: Data(count: 11)) }
    #expect(Array(AES.GCM.Nonce()).count == 12)
  }

  @Test("S393: P-256 agrees Wycheproof's shared secrets and computes d·G")
  func S393_p256Vectors() throws {
    // Wycheproof ecdh_secp256r1_ecpoint_test, tcId 1 (normal case), 3 and 4 (edge cases).
    let privateKey = try P256.KeyAgreement.PrivateKey(
      rawRepresentation: bytes("0612465c89a023ab17855b0a6bcebfd3febb53aef84138647b5352e02c10c346"))
    let peer = try P256.KeyAgreement.PublicKey(
      x963Representation: bytes(
        "0462d5bd3372af75fe85a040715d0f502428e07046868b0bfdfa61d731afe44f26ac333a93a9e70a81cd5a95b5bf8d13990eb741c8c38872b4a07d275a014e30cf"
      ))
    #expect(
      try privateKey.sharedSecretFromKeyAgreement(with: peer).withUnsafeBytes(hex)
        == "53020d908b0219328b658b525f26780e3ae12bcd952bb25a93bc0895e1714285")
    let edgeKey = try P256.KeyAgreement.PrivateKey(
      rawRepresentation: bytes("0a0d622a47e48f6bc1038ace438c6f528aa00ad2bd1da5f13ee46bf5f633d71a"))
    let zeroX = try P256.KeyAgreement.PublicKey(
      x963Representation: bytes(
        "0458fd4168a87795603e2b04390285bdca6e57de6027fe211dd9d25e2212d29e62080d36bd224d7405509295eed02a17150e03b314f96da37445b0d1d29377d12c"
      ))
    #expect(try edgeKey.sharedSecretFromKeyAgreement(with: zeroX) == Data(count: 32))
    let xIsPMinus3 = try P256.KeyAgreement.PublicKey(
      x963Representation: bytes(
        "04a1ecc24bf0d0053d23f5fd80ddf1735a1925039dc1176c581a7e795163c8b9ba2cb5a4e4d5109f4527575e3137b83d79a9bcb3faeff90d2aca2bed71bb523e7e"
      ))
    #expect(
      try edgeKey.sharedSecretFromKeyAgreement(with: xIsPMinus3).withUnsafeBytes(hex)
        == "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc")
    // d = 1 gives G (SP 800-186 §3.2.1.3); d = n - 1 gives -G.
    let gx = "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
    let one = try P256.KeyAgreement.PrivateKey(
      rawRepresentation: bytes(String(repeating: "0", count: 63) + "1"))
    #expect(
      hex(one.publicKey.rawRepresentation) == gx
        + "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")
    let minusOne = try P256.KeyAgreement.PrivateKey(
      rawRepresentation: bytes("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632550"))
    #expect(
      hex(minusOne.publicKey.rawRepresentation) == gx
        + "b01cbd1c01e58065711814b583f061e9d431cca994cea1313449bf97c840ae0a")
    // Numbers outside 1..<n are not keys.
    expectThrows(.invalidParameter) { try P256.KeyAgreement.PrivateKey(rawRepresentation: Data(count: 32)) }
    expectThrows(.invalidParameter) {
      try P256.KeyAgreement.PrivateKey(
        rawRepresentation: bytes("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"))
    }
  }

  @Test("S393: P-256 keys agree both ways, round-trip their forms, and reject points off the curve")
  func S393_p256Keys() throws {
    let alice = P256.KeyAgreement.PrivateKey()
    let bob = P256.KeyAgreement.PrivateKey()
    let secret = try alice.sharedSecretFromKeyAgreement(with: bob.publicKey)
    #expect(try bob.sharedSecretFromKeyAgreement(with: alice.publicKey) == secret)
    #expect(alice.rawRepresentation.count == 32 && alice.x963Representation.count == 97)
    #expect(
      alice.publicKey.x963Representation.count == 65 && alice.publicKey.x963Representation.first == 0x04)
    let restored = try P256.KeyAgreement.PrivateKey(rawRepresentation: alice.rawRepresentation)
    #expect(restored.publicKey.rawRepresentation == alice.publicKey.rawRepresentation)
    #expect(
      try P256.KeyAgreement.PrivateKey(x963Representation: alice.x963Representation).rawRepresentation
        == alice.rawRepresentation)
    let compressed = alice.publicKey.compressedRepresentation
    #expect(compressed.count == 33)
    #expect(
      try P256.KeyAgreement.PublicKey(compressedRepresentation: compressed).x963Representation
        == alice.publicKey.x963Representation)
    #expect(
      try P256.KeyAgreement.PublicKey(rawRepresentation: alice.publicKey.rawRepresentation).x963Representation
        == alice.publicKey.x963Representation)
    // Wycheproof tcId 333: (0, 1) is not on the curve.
    expectThrows(.invalidParameter) {
      try P256.KeyAgreement.PublicKey(x963Representation: [0x04] + [UInt8](repeating: 0, count: 63) + [1])
    }
    expectThrows(.incorrectParameterSize) {
      try P256.KeyAgreement.PublicKey(x963Representation: alice.publicKey.rawRepresentation)
    }
    // Keys derived from the secret as IceCubesApp derives its Web Push keys.
    let key = secret.hkdfDerivedSymmetricKey(
      using: SHA256.self, salt: Data(), sharedInfo: Data(), outputByteCount: 32)
    #expect(key.bitCount == 256)
    #expect(
      secret.x963DerivedSymmetricKey(using: SHA256.self, sharedInfo: Data(), outputByteCount: 48).bitCount
        == 384)
  }

  @Test("S393: a Web Push payload a server seals opens as IceCubesApp opens it")
  func S393_webPushRoundTrip() throws {
    // The `aesgcm` content encoding IceCubesApp's notification extension decrypts: ECDH between
    // the server's ephemeral key and the app's, HKDF with the auth secret, then the key and
    // nonce from HKDF with the salt, and a two-byte padding length before the message.
    func info(_ type: String, client: Data, server: Data) -> Data {
      Data("Content-Encoding: \(type)\0P-256\0".utf8) + [0, 65] + client + [0, 65] + server
    }
    func keyAndNonce(secret: SharedSecret, auth: Data, salt: Data, client: Data, server: Data)
      -> (SymmetricKey, [UInt8])
    {
      let material = secret.hkdfDerivedSymmetricKey(
        using: SHA256.self, salt: auth, sharedInfo: Data("Content-Encoding: auth\0".utf8), outputByteCount: 32
      )
      let key = HKDF<SHA256>.deriveKey(
        inputKeyMaterial: material, salt: salt, info: info("aesgcm", client: client, server: server),
        outputByteCount: 16)
      let nonce = HKDF<SHA256>.deriveKey(
        inputKeyMaterial: material, salt: salt, info: info("nonce", client: client, server: server),
        outputByteCount: 12)
      return (key, nonce.withUnsafeBytes(Array.init))
    }
    let app = P256.KeyAgreement.PrivateKey()
    let auth = Data(SymmetricKey(size: .bits128).withUnsafeBytes(Array.init))
    let salt = Data(SymmetricKey(size: .bits128).withUnsafeBytes(Array.init))
    let client = app.publicKey.x963Representation

    let server = P256.KeyAgreement.PrivateKey()
    let serverPublic = server.publicKey.x963Representation
    let (sealKey, sealNonce) = try keyAndNonce(
      secret: server.sharedSecretFromKeyAgreement(with: app.publicKey), auth: auth, salt: salt,
      client: client,
      server: serverPublic)
    let message = Data(#"{"title":"New follower"}"#.utf8)
    let box = try AES.GCM.seal(Data([0, 0]) + message, using: sealKey, nonce: AES.GCM.Nonce(data: sealNonce))
    let payload = box.ciphertext + box.tag

    let (openKey, openNonce) = try keyAndNonce(
      secret: app.sharedSecretFromKeyAgreement(
        with: P256.KeyAgreement.PublicKey(x963Representation: serverPublic)),
      auth: auth, salt: salt, client: client, server: serverPublic)
    let plaintext = try AES.GCM.open(AES.GCM.SealedBox(combined: openNonce + payload), using: openKey)
    #expect(plaintext.dropFirst(2) == message)
  }
}
