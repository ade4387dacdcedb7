// The keys of a keychain item's attributes: what a search matches and an add stores.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  // MARK: - Attribute keys

  /// When the item may be read: one of the `kSecAttrAccessible…` values.
  ///
  /// ```swift
  /// let query: [String: Any] = [
  ///   kSecClass as String: kSecClassGenericPassword,
  ///   kSecAttrService as String: "api", kSecAttrAccount as String: "token",
  ///   kSecValueData as String: Data(token.utf8),
  /// ]
  /// let status = SecItemAdd(query as CFDictionary, nil)
  /// ```
  nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
  /// The item's access control, a `SecAccessControl`.
  nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"
  /// The access group that shares the item between apps.
  nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
  /// Whether the item syncs through iCloud Keychain.
  nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
  /// When the item was added (read-only).
  nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
  /// When the item last changed (read-only).
  nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
  /// A description of the item, for people.
  nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
  /// A comment on the item.
  nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
  /// The item's creator code.
  nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"
  /// The item's type code.
  nonisolated(unsafe) public let kSecAttrType: CFString = "type"
  /// The item's label, for people.
  nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
  /// Whether the item is hidden from people.
  nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
  /// Whether the item only records that there is no password.
  nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"
  /// The account the password belongs to.
  nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
  /// The service a generic password belongs to.
  nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
  /// An app's own data on a generic password.
  nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
  /// An internet password's security domain.
  nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
  /// An internet password's server.
  nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
  /// An internet password's protocol: one of the `kSecAttrProtocol…` values.
  nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
  /// An internet password's authentication: one of the `kSecAttrAuthenticationType…` values.
  nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
  /// An internet password's port.
  nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
  /// An internet password's path.
  nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
  /// A key's application tag.
  nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
  /// In a search: items that sync and items that do not.
  nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
#endif
