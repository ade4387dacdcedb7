import Foundation
import Testing

@testable import ViewGraphCompat

/// The corpus's keychain shapes, compiled in a mirror: KeychainSwift's `set` and `get`
/// (`import Security`, `kCFBooleanTrue`, `noErr`, the result read through a pointer),
/// KeychainAccess's access-control and error shapes, and KeychainKit's error message, in a file
/// that imports Foundation alone (S395).
@Suite("viewgraph-compat: the corpus's keychain shapes compile", .serialized, .ownThread)
struct SecurityStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S394, S395: Security's calls compile, and Foundation alone brings them")
  func keychainShapesCompile() throws {
    let app = try FixtureApp([
      "TokenStore.swift": """
      import Security
      import Foundation
      final class TokenStore {
        var lastResultCode: OSStatus = noErr
        func set(_ value: Data, forKey key: String) -> Bool {
          let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: key,
            kSecValueData as String: value, kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked,
          ]
          SecItemDelete(query as CFDictionary)
          lastResultCode = SecItemAdd(query as CFDictionary, nil)
          return lastResultCode == noErr
        }
        func getData(_ key: String) -> Data? {
          let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: key,
            kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne,
          ]
          var result: AnyObject?
          lastResultCode = withUnsafeMutablePointer(to: &result) {
            SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
          }
          return lastResultCode == noErr ? result as? Data : nil
        }
        func protected() throws -> SecAccessControl {
          var error: Unmanaged<CFError>?
          guard let access = SecAccessControlCreateWithFlags(
            kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, [.biometryAny, .or, .devicePasscode], &error)
          else { throw error!.takeUnretainedValue() as Error }
          return access
        }
      }
      """,
      "KeychainError.swift": """
      import Foundation
      struct KeychainError: LocalizedError {
        let status: OSStatus
        var errorDescription: String? {
          SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \\(status)"
        }
        static func check(_ status: OSStatus) throws {
          switch status {
          case errSecSuccess: return
          case errSecItemNotFound, errSecDuplicateItem, errSecInteractionNotAllowed: throw KeychainError(status: status)
          default: throw KeychainError(status: status)
          }
        }
      }
      """,
      "SignInView.swift": """
      import SwiftUI
      struct SignInView: View {
        @State private var token = ""
        let store = TokenStore()
        var body: some View {
          Button("Save") { _ = store.set(Data(token.utf8), forKey: "token") }
          Text(KeychainError(status: store.lastResultCode).errorDescription ?? "")
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
