import Foundation

// Apple's Foundation has NSUbiquitousKeyValueStore (iCloud's key-value store) on every Apple
// platform; swift-corelibs-foundation has none, so a settings screen that mirrors a value to
// iCloud would not compile on Linux. This one keeps the values in memory, for the process:
// there is no iCloud account, so nothing ever changes externally and `synchronize()` has
// nothing to send.
#if !canImport(Darwin)
  /// A key-value store shared among an app's instances through iCloud, as Apple's Foundation
  /// declares it. On Linux the store is in memory: what a test sets, it reads back.
  ///
  /// ```swift
  /// let store = NSUbiquitousKeyValueStore.default
  /// store.set(true, forKey: "syncEnabled")
  /// store.bool(forKey: "syncEnabled")  // true
  /// ```
  open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private static let shared = NSUbiquitousKeyValueStore()

    /// The shared store.
    open class var `default`: NSUbiquitousKeyValueStore { shared }

    /// Posted when iCloud changes a value; never on Linux, where nothing syncs.
    public static let didChangeExternallyNotification = NSNotification.Name(
      "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    override public init() { super.init() }

    /// The value for `aKey`, or nil.
    open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }
    /// Sets, or with nil removes, the value for `aKey`.
    open func set(_ anObject: Any?, forKey aKey: String) { lock.withLock { values[aKey] = anObject } }
    /// Removes the value for `aKey`.
    open func removeObject(forKey aKey: String) { set(nil as Any?, forKey: aKey) }

    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
    /// The integer for `aKey`, 0 when it is missing or not a number.
    open func longLong(forKey aKey: String) -> Int64 { number(aKey).map { Int64($0) } ?? 0 }
    /// The number for `aKey`, 0 when it is missing or not a number.
    open func double(forKey aKey: String) -> Double { number(aKey) ?? 0 }
    /// The Boolean for `aKey`, false when it is missing.
    open func bool(forKey aKey: String) -> Bool {
      if let flag = object(forKey: aKey) as? Bool { return flag }
      return (number(aKey) ?? 0) != 0
    }

    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) {
      set(aDictionary as Any?, forKey: aKey)
    }
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    /// Every key and value in the store.
    open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

    /// Apple's sends pending changes to iCloud; with none to reach, this reports success.
    @discardableResult
    open func synchronize() -> Bool { true }

    private func number(_ key: String) -> Double? {
      switch object(forKey: key) {
      case let value as Double: value
      case let value as Int64: Double(value)
      case let value as Int: Double(value)
      case let value as Bool: value ? 1 : 0
      default: nil
      }
    }
  }
#endif
