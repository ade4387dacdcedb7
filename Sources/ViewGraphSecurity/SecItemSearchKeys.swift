// The keys that shape a keychain call rather than describe an item: how many items a search
// returns, in what form, the item's value, and how the call may ask the user.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  // MARK: - Search keys

  /// How many items a search returns: `kSecMatchLimitOne` (the default) or `kSecMatchLimitAll`.
  ///
  /// ```swift
  /// let query: [String: Any] = [
  ///   kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "token",
  ///   kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitOne,
  /// ]
  /// ```
  nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
  /// A search returns the first item it finds.
  nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
  /// A search returns every item it finds.
  nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"

  // MARK: - Return keys

  /// A search returns the item's data.
  nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
  /// A search returns the item's attributes, as a dictionary.
  nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
  /// A search returns a reference to the item.
  nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
  /// A search returns a persistent reference to the item, as data.
  nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

  // MARK: - Value keys

  /// The item's data: the password or token itself.
  nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
  /// A reference to the item.
  nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
  /// A persistent reference to the item.
  nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

  // MARK: - Use keys

  /// On macOS, use the data protection keychain, as iOS does.
  nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
  /// Whether a search may ask the user to authenticate.
  nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
  /// A search may ask the user to authenticate.
  nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
  /// A search fails rather than ask the user.
  nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
  /// A search skips items that would ask the user.
  nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
  /// The `LAContext` a search authenticates with.
  nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
  /// A search fails rather than ask the user (deprecated by Apple: `kSecUseAuthenticationUIFail`).
  nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
  /// The prompt shown when a search asks the user.
  nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
#endif
