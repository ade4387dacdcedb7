// A keychain call's dictionary read once: the item class, the attributes that describe
// items, and the keys that shape the call (`m_…`, `r_…`, `u_…`, `v_…`). Keys arrive as
// `CFString`s or `String`s and values as whatever the app bridged; both are compared as
// Foundation objects, as Core Foundation compares them.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  struct KeychainQuery {
    /// Which items sync through iCloud Keychain a call means.
    enum Synchronizable { case no, yes, any }

    var itemClass: String?
    /// The attributes an item must have, or an add stores (`kSecAttr…`, but sync).
    var attributes: [String: Any] = [:]
    var synchronizable = Synchronizable.no
    var limitAll = false
    var returns: Set<String> = []
    var data: Any?
    var persistentReference: Data?
    var accessControl: SecAccessControl?
    /// Keys this keychain does not understand, named in a warning.
    var unknownKeys: [String] = []

    init(_ dictionary: CFDictionary) {
      for (rawKey, value) in dictionary {
        guard let key = rawKey as? String else { unknownKeys.append("\(rawKey)"); continue }
        read(key, value)
      }
    }

    private mutating func read(_ key: String, _ value: Any) {
      switch key {
      case "class": itemClass = value as? String
      case "sync": synchronizable = Self.synchronizable(value)
      case "m_Limit":
        limitAll = (value as? String) == "m_LimitAll" || ((value as? Int).map { $0 > 1 } ?? false)
      case "r_Data", "r_Attributes", "r_Ref", "r_PersistentRef": if Self.isTrue(value) { returns.insert(key) }
      case "v_Data": data = value
      case "v_PersistentRef": persistentReference = value as? Data
      case "accc":
        accessControl = value as? SecAccessControl
        attributes[key] = value
      case _ where Self.isCallOption(key): break
      case _ where key.hasPrefix("m_") || key.hasPrefix("v_"): unknownKeys.append(key)
      default: attributes[key] = value
      }
    }

    /// `u_…` keys and `nleg` say how to run the call; the keychain here never asks the user.
    private static func isCallOption(_ key: String) -> Bool { key.hasPrefix("u_") || key == "nleg" }

    private static func synchronizable(_ value: Any) -> Synchronizable {
      if (value as? String) == "syna" { return .any }
      return isTrue(value) ? .yes : .no
    }

    static func isTrue(_ value: Any) -> Bool {
      if let flag = value as? Bool { return flag }
      if let number = value as? NSNumber { return number.boolValue }
      return false
    }

    /// Whether `item` is one this query describes.
    func matches(_ item: KeychainItem) -> Bool {
      guard item.itemClass == itemClass else { return false }
      if let persistentReference, item.persistentReference != persistentReference { return false }
      switch synchronizable {
      case .no where item.synchronizable, .yes where !item.synchronizable: return false
      default: break
      }
      return attributes.allSatisfy { key, value in
        item.attributes[key].map { KeychainItem.same($0, value) } ?? false
      }
    }
  }
#endif
