import Foundation
import Testing

@testable import ViewGraphCompat

/// The corpus's CryptoKit shapes, compiled in a mirror with the stand-in: BasicCarMaintenance's
/// Sign in with Apple nonce, VibeMeter's Gravatar address and incremental file hash, Plash's
/// and PlayCover's `Data` and `URL` extensions, and IceCubesApp's Web Push keys and decryption.
@Suite("viewgraph-compat: the corpus's CryptoKit shapes compile", .serialized, .ownThread)
struct CryptoKitStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S392, S393: hashes, digests as bytes and hex, P-256 keys, HKDF and AES-GCM compile")
  func cryptoKitShapesCompile() throws {
    let app = try FixtureApp([
      "SignInView.swift": """
      import CryptoKit
      import SwiftUI
      struct SignInView: View {
        @State private var currentNonce: String?
        var body: some View {
          Button("Sign in") { currentNonce = sha256("nonce") }
        }
        private func sha256(_ input: String) -> String {
          let inputData = Data(input.utf8)
          let hashedData = SHA256.hash(data: inputData)
          let hashString = hashedData.compactMap { String(format: "%02x", $0) }.joined()
          return hashString
        }
      }
      """,
      "FileHashes.swift": """
      import CryptoKit
      import SwiftUI
      enum FileHashes {
        static func gravatar(for email: String) -> URL? {
          let hashed = SHA256.hash(data: Data(email.lowercased().utf8))
          return URL(string: "https://gravatar.com/avatar/" + hashed.map { String(format: "%02x", $0) }.joined())
        }
        static func quickHash(_ fileData: Data) -> Data {
          guard fileData.count > 2048 else { return Data(SHA256.hash(data: fileData)) }
          var hasher = SHA256()
          fileData.withUnsafeBytes { bytes in
            hasher.update(bufferPointer: UnsafeRawBufferPointer(start: bytes.baseAddress, count: 1024))
            hasher.update(bufferPointer: UnsafeRawBufferPointer(start: bytes.baseAddress! + fileData.count - 1024, count: 1024))
          }
          return Data(hasher.finalize())
        }
      }
      extension Data {
        func sha256() -> Self { Data(SHA256.hash(data: self)) }
        func sha512() -> Self { Data(SHA512.hash(data: self)) }
      }
      extension URL {
        func sha256() throws -> String {
          SHA256.hash(data: try Data(contentsOf: self)).map { String(format: "%02hhx", $0) }.joined()
        }
      }
      """,
      "PushKeys.swift": """
      import CryptoKit
      import SwiftUI
      struct PushKeysView: View {
        @AppStorage("privateKey") private var stored = ""
        var body: some View {
          Text(privateKey.publicKey.x963Representation.base64EncodedString())
        }
        private var privateKey: P256.KeyAgreement.PrivateKey {
          if let data = Data(base64Encoded: stored), let key = try? P256.KeyAgreement.PrivateKey(rawRepresentation: data) {
            return key
          }
          return P256.KeyAgreement.PrivateKey()
        }
      }
      enum PushPayload {
        static func decrypt(
          payload: Data, salt: Data, auth: Data, privateKey: P256.KeyAgreement.PrivateKey,
          publicKey: P256.KeyAgreement.PublicKey
        ) -> Data? {
          guard let sharedSecret = try? privateKey.sharedSecretFromKeyAgreement(with: publicKey) else { return nil }
          let keyMaterial = sharedSecret.hkdfDerivedSymmetricKey(
            using: SHA256.self, salt: auth, sharedInfo: Data("Content-Encoding: auth\\0".utf8), outputByteCount: 32)
          let key = HKDF<SHA256>.deriveKey(inputKeyMaterial: keyMaterial, salt: salt, info: Data(), outputByteCount: 16)
          let nonce = HKDF<SHA256>.deriveKey(inputKeyMaterial: keyMaterial, salt: salt, info: Data(), outputByteCount: 12)
          let nonceData = nonce.withUnsafeBytes(Array.init)
          guard let sealedBox = try? AES.GCM.SealedBox(combined: nonceData + payload) else { return nil }
          return try? AES.GCM.open(sealedBox, using: key)
        }
        static func serverKey(_ data: Data) -> P256.KeyAgreement.PublicKey? {
          try? P256.KeyAgreement.PublicKey(x963Representation: data)
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 3)
    #expect(result.compiling == 3, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
