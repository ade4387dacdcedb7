// One item of the running test's keychain: its class, attributes and data, and the persistent
// reference a search can return and find it by.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  struct KeychainItem: @unchecked Sendable {
    let itemClass: String
    var attributes: [String: Any]
    var synchronizable: Bool
    var data: Data?
    let persistentReference = Data(UUID().uuidString.utf8)

    /// The attributes that make an item unique in its class, as Security's primary keys.
    static func primaryKeys(of itemClass: String) -> [String] {
      itemClass == "inet"
        ? ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp"] : ["acct", "svce", "agrp"]
    }

    /// Whether `other` has this item's primary key, so the keychain cannot hold both.
    func collides(with other: KeychainItem) -> Bool {
      guard itemClass == other.itemClass, synchronizable == other.synchronizable else { return false }
      return Self.primaryKeys(of: itemClass).allSatisfy { key in
        switch (attributes[key], other.attributes[key]) {
        case (nil, nil): true
        case (let mine?, let theirs?): Self.same(mine, theirs)
        default: false
        }
      }
    }

    /// What a search returns for this item, as Security shapes it: the data alone, a
    /// persistent reference alone, or a dictionary of the attributes with what else was asked.
    func result(for returns: Set<String>) -> AnyObject? {
      if returns == ["r_Data"] { return data.map { NSData(data: $0) } }
      if returns == ["r_PersistentRef"] { return NSData(data: persistentReference) }
      guard !returns.isEmpty else { return nil }
      var dictionary = attributes
      dictionary["class"] = itemClass
      dictionary["sync"] = NSNumber(value: synchronizable)
      if returns.contains("r_Data"), let data { dictionary["v_Data"] = NSData(data: data) }
      if returns.contains("r_PersistentRef") {
        dictionary["v_PersistentRef"] = NSData(data: persistentReference)
      }
      return dictionary as NSDictionary
    }

    /// Whether two attribute values are equal, as Core Foundation compares them.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
      switch (lhs, rhs) {
      case (let a as String, let b as String): a == b
      case (let a as Data, let b as Data): a == b
      case (let a as Date, let b as Date): a == b
      case (let a as NSNumber, let b as NSNumber): a == b
      case (let a as Int, let b as Int): a == b
      case (let a as Bool, let b as Bool): a == b
      default: (lhs as AnyObject) === (rhs as AnyObject)
      }
    }
  }
#endif
