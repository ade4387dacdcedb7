// The four keychain calls, as Security declares them (discardable, as Swift imports C functions). Each reads its dictionary, then changes
// or reads the running test's keychain in one step (S394).
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  /// Adds an item to the keychain: `errSecDuplicateItem` when one with its primary key (account
  /// and service for a generic password) is there already.
  ///
  /// ```swift
  /// let item: [String: Any] = [
  ///   kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "token",
  ///   kSecValueData as String: Data(token.utf8),
  /// ]
  /// guard SecItemAdd(item as CFDictionary, nil) == errSecSuccess else { throw KeychainError.add }
  /// ```
  @discardableResult
  public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus
  {
    Keychain.add(KeychainQuery(attributes), result: result)
  }

  /// Finds the items `query` describes and returns what its `kSecReturn…` keys ask for: the first
  /// match, or an array of every match with `kSecMatchLimitAll`; `errSecItemNotFound` when none.
  ///
  /// ```swift
  /// var result: CFTypeRef?
  /// let query: [String: Any] = [
  ///   kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "token",
  ///   kSecReturnData as String: true,
  /// ]
  /// if SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess, let data = result as? Data {
  ///   token = String(decoding: data, as: UTF8.self)
  /// }
  /// ```
  @discardableResult
  public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?)
    -> OSStatus
  {
    Keychain.copyMatching(KeychainQuery(query), result: result)
  }

  /// Changes every item `query` describes to have `attributesToUpdate` (and the data under
  /// `kSecValueData`); `errSecItemNotFound` when none matches.
  ///
  /// ```swift
  /// let status = SecItemUpdate(query as CFDictionary, [kSecValueData: Data(token.utf8)] as CFDictionary)
  /// ```
  @discardableResult
  public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.update(KeychainQuery(query), to: KeychainQuery(attributesToUpdate))
  }

  /// Deletes every item `query` describes; `errSecItemNotFound` when none matches.
  ///
  /// ```swift
  /// let query = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "token"] as CFDictionary
  /// _ = SecItemDelete(query)
  /// ```
  @discardableResult
  public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.delete(KeychainQuery(query))
  }
#endif
