// The running test's keychain (S353: tests run in parallel, and one's items must not answer
// another's search). It starts empty, as a simulator's keychain after a reset; each call
// changes or reads it under one lock, so concurrent calls see whole items.
#if !canImport(Security)
  import Foundation
  import ViewGraph
  import ViewGraphFoundationGaps

  enum Keychain {
    /// The running test's items, in the order added.
    static let items = TestScoped<[KeychainItem]>([])

    /// The item classes the keychain keeps: passwords.
    static let passwordClasses: Set<String> = ["genp", "inet"]

    static func add(_ query: KeychainQuery, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
      if let refusal = refusal(of: query, call: "SecItemAdd") { return refusal }
      guard query.synchronizable != .any else { return errSecParam }
      guard query.data == nil || query.data is Data else {
        warn("SecItemAdd was given a kSecValueData that is not Data: \(type(of: query.data!))")
        return errSecParam
      }
      var item = KeychainItem(
        itemClass: query.itemClass!, attributes: query.attributes,
        synchronizable: query.synchronizable == .yes, data: query.data as? Data)
      let now = Date()
      item.attributes["cdat"] = now
      item.attributes["mdat"] = now
      item.attributes["pdmn"] =
        query.accessControl?.protection ?? query.attributes["pdmn"] ?? SecItemAccessibility.defaultValue
      var status = errSecSuccess
      items.modify { items in
        if items.contains(where: { $0.collides(with: item) }) {
          status = errSecDuplicateItem
        } else {
          items.append(item)
        }
      }
      if status == errSecSuccess { result?.pointee = item.result(for: query.returns) }
      return status
    }

    static func copyMatching(_ query: KeychainQuery, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
      if let refusal = refusal(of: query, call: "SecItemCopyMatching") { return refusal }
      let found = items.value.filter(query.matches)
      guard !found.isEmpty else { return errSecItemNotFound }
      let chosen = query.limitAll ? found : [found[0]]
      if query.returns.contains("r_Data") { warnOfUnaskedUser(chosen) }
      let values = chosen.compactMap { $0.result(for: query.returns) }
      result?.pointee = query.limitAll ? values as NSArray : values.first
      return errSecSuccess
    }

    static func update(_ query: KeychainQuery, to changes: KeychainQuery) -> OSStatus {
      if let refusal = refusal(of: query, call: "SecItemUpdate") { return refusal }
      guard changes.itemClass == nil, changes.returns.isEmpty, changes.data == nil || changes.data is Data
      else {
        return errSecParam
      }
      var status = errSecSuccess
      items.modify { items in
        let matching = items.indices.filter { query.matches(items[$0]) }
        guard !matching.isEmpty else { status = errSecItemNotFound; return }
        var changed = items
        for index in matching { apply(changes, to: &changed[index]) }
        let others = changed.indices.filter { !matching.contains($0) }
        let collides = matching.contains { index in
          others.contains { changed[$0].collides(with: changed[index]) }
            || matching.contains { $0 != index && changed[$0].collides(with: changed[index]) }
        }
        if collides { status = errSecDuplicateItem } else { items = changed }
      }
      return status
    }

    static func delete(_ query: KeychainQuery) -> OSStatus {
      if let refusal = refusal(of: query, call: "SecItemDelete") { return refusal }
      var status = errSecSuccess
      items.modify { items in
        let before = items.count
        items.removeAll(where: query.matches)
        if items.count == before { status = errSecItemNotFound }
      }
      return status
    }

    private static func apply(_ changes: KeychainQuery, to item: inout KeychainItem) {
      item.attributes.merge(changes.attributes) { _, new in new }
      if let control = changes.accessControl { item.attributes["pdmn"] = control.protection }
      if let data = changes.data as? Data { item.data = data }
      if changes.synchronizable != .no { item.synchronizable = changes.synchronizable == .yes }
      item.attributes["mdat"] = Date()
    }

    /// `errSecParam` for a call without a class, and a warning with `errSecUnimplemented` for
    /// keys, certificates and identities, which this keychain does not keep.
    private static func refusal(of query: KeychainQuery, call: String) -> OSStatus? {
      if !query.unknownKeys.isEmpty {
        warn(
          "\(call) was given keys this keychain does not know: \(query.unknownKeys.sorted().joined(separator: ", "))"
        )
      }
      guard let itemClass = query.itemClass else { return errSecParam }
      guard passwordClasses.contains(itemClass) else {
        warn(
          "\(call) was asked for an item of class \"\(itemClass)\"; this keychain keeps generic and internet passwords only. Fix: test code that stores keys or certificates against Security on an Apple platform."
        )
        return errSecUnimplemented
      }
      return nil
    }

    /// Reading an item whose access control asks for Face ID, Touch ID or the passcode returns
    /// its data without asking anyone: said, so a test does not pass on an answer no one gave.
    private static func warnOfUnaskedUser(_ items: [KeychainItem]) {
      let guarded = items.filter { ($0.attributes["accc"] as? SecAccessControl)?.asksUser ?? false }
      guard let first = guarded.first else { return }
      let account = first.attributes["acct"].map { "\($0)" } ?? "(no account)"
      warn(
        "SecItemCopyMatching read the item of account \"\(account)\", whose access control asks the user to authenticate; no one was asked here. Fix: test the authentication with LAContext's supplied answer, and the stored value here."
      )
    }

    private static func warn(_ message: String) { RuntimeWarning.raise(.notModelled, message) }
  }

  /// What the running test's keychain holds, for a test to read (inspection SPI): the app's
  /// own calls are how items get in, as on a device.
  @_spi(Inspection)
  public enum KeychainContents {
    /// The items, each as the dictionary a search with `kSecReturnAttributes` and
    /// `kSecReturnData` returns, in the order added.
    ///
    /// ```swift
    /// let accounts = KeychainContents.items.compactMap { $0[kSecAttrAccount as String] as? String }
    /// #expect(accounts == ["token"])
    /// ```
    public static var items: [[String: Any]] {
      Keychain.items.value.compactMap { $0.result(for: ["r_Attributes", "r_Data"]) as? [String: Any] }
    }

    /// Empties the running test's keychain.
    public static func reset() { Keychain.items.reset() }
  }
#endif
