import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphSecurity

/// A token store shaped as apps' keychain wrappers are (KeychainSwift's `set`/`get`/`delete`,
/// Harbour's `KeychainKit`): delete then add to replace, read with `kSecReturnData`.
private enum TokenStore {
  static let service = "com.example.api"

  static func query(_ account: String) -> [String: Any] {
    [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
      kSecAttrAccount as String: account,
    ]
  }

  @discardableResult
  static func set(_ token: String, for account: String) -> OSStatus {
    SecItemDelete(query(account) as CFDictionary)
    var item = query(account)
    item[kSecValueData as String] = Data(token.utf8)
    item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
    return SecItemAdd(item as CFDictionary, nil)
  }

  static func get(_ account: String) -> String? {
    var item = query(account)
    item[kSecReturnData as String] = kCFBooleanTrue
    item[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: CFTypeRef?
    guard SecItemCopyMatching(item as CFDictionary, &result) == noErr, let data = result as? Data else {
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// A sign-in model as apps keep one: the token it saves is what the next launch reads.
@MainActor
@Observable
private final class Session {
  var isSignedIn = TokenStore.get("token") != nil
  func signIn(token: String) { isSignedIn = TokenStore.set(token, for: "token") == errSecSuccess }
  func signOut() { isSignedIn = SecItemDelete(TokenStore.query("token") as CFDictionary) != errSecSuccess }
}

@MainActor
@Suite("S394: Security's keychain", .serialized)
struct SecurityTests {
  @Test("S394: an added item is found by its attributes; its primary key admits one item")
  func addThenFind() {
    KeychainContents.reset()
    defer { KeychainContents.reset() }
    #expect(TokenStore.get("token") == nil)
    #expect(TokenStore.set("abc", for: "token") == errSecSuccess)
    #expect(TokenStore.get("token") == "abc")
    var again = TokenStore.query("token")
    again[kSecValueData as String] = Data("xyz".utf8)
    #expect(SecItemAdd(again as CFDictionary, nil) == errSecDuplicateItem)
    #expect(TokenStore.get("token") == "abc")
    #expect(TokenStore.get("other") == nil)
    #expect(
      SecCopyErrorMessageString(errSecDuplicateItem, nil) as String?
        == "The specified item already exists in the keychain.")
  }

  @Test("S394: an update changes every match and its data; a delete removes them; none is not found")
  func updateAndDelete() {
    KeychainContents.reset()
    defer { KeychainContents.reset() }
    TokenStore.set("one", for: "a")
    TokenStore.set("two", for: "b")
    let service: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: TokenStore.service,
    ]
    let change = [kSecAttrLabel as String: "API", kSecValueData as String: Data("new".utf8)] as [String: Any]
    #expect(SecItemUpdate(service as CFDictionary, change as CFDictionary) == errSecSuccess)
    #expect(TokenStore.get("a") == "new" && TokenStore.get("b") == "new")
    #expect(KeychainContents.items.compactMap { $0[kSecAttrLabel as String] as? String } == ["API", "API"])
    let rename = [kSecAttrAccount as String: "b"] as [String: Any]
    #expect(
      SecItemUpdate(TokenStore.query("a") as CFDictionary, rename as CFDictionary) == errSecDuplicateItem)
    #expect(SecItemDelete(service as CFDictionary) == errSecSuccess)
    #expect(KeychainContents.items.isEmpty)
    #expect(SecItemDelete(service as CFDictionary) == errSecItemNotFound)
    #expect(SecItemUpdate(service as CFDictionary, change as CFDictionary) == errSecItemNotFound)
  }

  @Test("S394: a search returns data, attributes, or every match as an array; sync items only when asked")
  func searchShapes() throws {
    KeychainContents.reset()
    defer { KeychainContents.reset() }
    TokenStore.set("one", for: "a")
    var synced = TokenStore.query("s")
    synced[kSecAttrSynchronizable as String] = true
    synced[kSecValueData as String] = Data("cloud".utf8)
    #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
    var all: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecReturnAttributes as String: true,
      kSecMatchLimit as String: kSecMatchLimitAll,
    ]
    var result: CFTypeRef?
    #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
    let local = try #require(result as? [[String: Any]])
    #expect(local.compactMap { $0[kSecAttrAccount as String] as? String } == ["a"])
    #expect(
      local.first?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleAfterFirstUnlock as String)
    #expect(local.first?[kSecValueData as String] == nil)
    all[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
    all[kSecReturnData as String] = true
    #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
    let both = try #require(result as? [[String: Any]])
    #expect(both.compactMap { $0[kSecAttrAccount as String] as? String } == ["a", "s"])
    #expect(
      both.compactMap { ($0[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } }
        == ["one", "cloud"])
    #expect(SecItemCopyMatching([kSecAttrAccount: "a"] as CFDictionary, nil) == errSecParam)
  }

  @Test("S394: the keychain is the running test's: a session saved in one test signs in its next launch only")
  func sessionSurvivesRelaunch() {
    KeychainContents.reset()
    defer { KeychainContents.reset() }
    #expect(!Session().isSignedIn)
    Session().signIn(token: "t0k3n")
    #expect(Session().isSignedIn)
    let session = Session()
    session.signOut()
    #expect(!session.isSignedIn && !Session().isSignedIn)
  }

  @Test("S394: SecRandomCopyBytes fills the buffer with random bytes")
  func randomBytes() {
    var first = Data(count: 32)
    var second = Data(count: 32)
    let a = first.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 32, $0.baseAddress!) }
    let b = second.withUnsafeMutableBytes { SecRandomCopyBytes(nil, 32, $0.baseAddress!) }
    #expect(a == errSecSuccess && b == errSecSuccess)
    #expect(first != second && first != Data(count: 32))
  }

  @Test("S394: keys are not kept, and a read behind Face ID warns that no one was asked")
  func unmodelledWarns() async throws {
    KeychainContents.reset()
    defer { KeychainContents.reset() }
    let key =
      [kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: Data("k".utf8)] as [String: Any]
    var error: Unmanaged<CFError>?
    let access = try #require(
      SecAccessControlCreateWithFlags(
        nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .biometryCurrentSet, &error))
    #expect(SecAccessControlCreateWithFlags(nil, "later" as CFString, [], &error) == nil)
    #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == Int(errSecParam))
    var guarded = TokenStore.query("vault")
    guarded[kSecAttrAccessControl as String] = access
    guarded[kSecValueData as String] = Data("secret".utf8)
    let warnings = await collectingNotModelledWarnings {
      #expect(SecItemAdd(key as CFDictionary, nil) == errSecUnimplemented)
      #expect(SecItemAdd(guarded as CFDictionary, nil) == errSecSuccess)
      #expect(TokenStore.get("vault") == "secret")
    }
    #expect(
      warnings.map(\.message) == [
        "SecItemAdd was asked for an item of class \"keys\"; this keychain keeps generic and internet passwords "
          + "only. Fix: test code that stores keys or certificates against Security on an Apple platform.",
        "SecItemCopyMatching read the item of account \"vault\", whose access control asks the user to "
          + "authenticate; no one was asked here. Fix: test the authentication with LAContext's supplied answer, "
          + "and the stored value here.",
      ])
    #expect(KeychainContents.items.first?[kSecAttrAccessible as String] as? String == "aku")
  }
}
