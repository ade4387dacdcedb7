/// Collects the keys a key path of ``EnvironmentValues`` reads.
final class KeyRecorder {
  var keys: [Any.Type] = []
}

/// The values that flow down the view tree, each under its ``EnvironmentKey`` (or, for
/// `@Observable` models, under the model's type).
///
/// Stored as a persistent list: writing a value prepends an entry and shares the rest, so a
/// subtree's environment is a pointer and "did it change?" is a pointer comparison.
///
/// ```swift
/// var values = EnvironmentValues()
/// values.theme = .dark
/// values[ThemeKey.self]   // .dark
/// ```
public struct EnvironmentValues: CustomStringConvertible {
  final class StoredEntry {
    let key: ObjectIdentifier
    /// The key's type (or the object's), named only when the environment is printed: a
    /// type's name is made by demangling, and entries are made on every evaluation of an
    /// `.environment(…)` modifier.
    let keyType: Any.Type
    let value: Any
    /// The object, for an entry placed with `.environment(_:)`: read back without casting
    /// `value` from `Any`.
    let object: AnyObject?
    var isObject: Bool { object != nil }
    let next: StoredEntry?
    /// Key paths read on this environment while it was the newest entry
    /// (EnvironmentRead.swift). Unchecked: touched only by installs, on the main actor.
    @exclusivity(unchecked) var reads: EnvironmentReadBase?

    var name: String { String(describing: keyType) }

    init(keyType: Any.Type, value: Any, object: AnyObject? = nil, next: StoredEntry?) {
      self.key = ObjectIdentifier(keyType)
      self.keyType = keyType
      self.value = value
      self.object = object
      self.next = next
    }
  }

  var head: StoredEntry?

  /// An environment holding only defaults.
  public init() {}

  /// The value for a key: the nearest one written above, else the key's default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      keyRecorder?.keys.append(Key.self)
      if let entry = entry(for: ObjectIdentifier(key)), let value = entry.value as? Key.Value {
        return value
      }
      return Key.defaultValue
    }
    set {
      head = StoredEntry(keyType: key, value: newValue, next: head)
    }
  }

  func entry(for key: ObjectIdentifier) -> StoredEntry? {
    var current = head
    while let entry = current {
      if entry.key == key { return entry }
      current = entry.next
    }
    return nil
  }

  /// The `@Observable` model of this type placed with `.environment(_:)`, if any.
  func object(of type: Any.Type) -> AnyObject? {
    entry(for: ObjectIdentifier(type))?.object
  }

  mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
    head = StoredEntry(keyType: type, value: object as Any, object: object, next: head)
  }

  /// The keys a key path of the environment reads (a computed property may read several).
  @MainActor
  static func keys<Value>(readBy keyPath: KeyPath<EnvironmentValues, Value>) -> [ObjectIdentifier] {
    // A key path written in source is one object for the process: probe it once, not once
    // per view identity that declares the `@Environment`.
    let id = ObjectIdentifier(keyPath)
    if let cached = EnvironmentKeyCache.keys[id], cached.keyPath === keyPath { return cached.keys }
    let keys = probeKeys(readBy: keyPath)
    // The key path is kept, so its address is not reused by another one.
    EnvironmentKeyCache.keys[id] = (keyPath, keys)
    return keys
  }

  private static func probeKeys<Value>(readBy keyPath: KeyPath<EnvironmentValues, Value>)
    -> [ObjectIdentifier]
  {
    let recorder = KeyRecorder()
    _ = EnvironmentValues.probe(recording: recorder)[keyPath: keyPath]
    return recorder.keys.map { ObjectIdentifier($0) }
  }

  /// An environment that records the keys read through it, to discover which keys a key
  /// path reads. The recorder is its only entry rather than a field, so that the
  /// environment every node holds (twice) is one word.
  static func probe(recording recorder: KeyRecorder) -> EnvironmentValues {
    var probe = EnvironmentValues()
    probe.head = StoredEntry(keyType: KeyRecorder.self, value: recorder, next: nil)
    return probe
  }

  /// The recorder, when this environment is a probe.
  private var keyRecorder: KeyRecorder? {
    guard let head, head.key == ObjectIdentifier(KeyRecorder.self) else { return nil }
    return head.value as? KeyRecorder
  }

  /// Whether both are the very same environment (no write happened in between).
  func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

  /// Whether the writes this environment adds on top of `base` are the writes `other` adds
  /// on top of `otherBase`: the same keys in the same order, with equal values (objects by
  /// identity). False when either does not extend its base.
  @MainActor
  func writesSameValues(
    above base: EnvironmentValues, as other: EnvironmentValues, above otherBase: EnvironmentValues
  ) -> Bool {
    var mine = head
    var theirs = other.head
    while mine !== base.head {
      guard let entry = mine, let otherEntry = theirs, otherEntry !== otherBase.head,
        entry.key == otherEntry.key, entry.isObject == otherEntry.isObject
      else { return false }
      let same =
        entry.isObject
        ? (entry.value as AnyObject) === (otherEntry.value as AnyObject)
        : graphEqual(entry.value, otherEntry.value)
      guard same else { return false }
      mine = entry.next
      theirs = otherEntry.next
    }
    return theirs === otherBase.head
  }

  /// How `@Environment(\.theme)` is written, for maps and messages: `\.theme`.
  ///
  /// Key path descriptions do not name computed properties on every platform, so the
  /// name comes from the key the path reads: `ThemeKey` gives `\.theme`.
  ///
  /// ```swift
  /// EnvironmentValues.name(of: \.theme)   // "\\.theme"
  /// ```
  package static func name<Value>(of keyPath: KeyPath<EnvironmentValues, Value>) -> String {
    KeyPathNaming.environmentEntry(keyPath)
  }

  /// The values written so far, nearest first, one per key.
  public var description: String {
    var seen = Set<ObjectIdentifier>()
    var parts: [String] = []
    var current = head
    while let entry = current {
      if seen.insert(entry.key).inserted { parts.append("\(entry.name) = \(entry.value)") }
      current = entry.next
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}

/// The keys each environment key path reads, by key path object (EnvironmentValues.keys).
@MainActor
private enum EnvironmentKeyCache {
  static var keys: [ObjectIdentifier: (keyPath: AnyKeyPath, keys: [ObjectIdentifier])] = [:]
}
