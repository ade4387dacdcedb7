import Foundation
import Observation

/// A value kept in `UserDefaults` under a key, as in SwiftUI: writes persist, and every
/// view reading the key re-renders. The store is `UserDefaults.standard`, the one given
/// with `store:`, or the one `.defaultAppStorage(_:)` puts in the environment — which is
/// how StateHarness gives each harness a fresh, empty store so tests don't leak into
/// each other.
///
/// ```swift
/// @AppStorage("hapticsEnabled") private var hapticsEnabled = true
/// Toggle("Haptics", isOn: $hapticsEnabled)
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  @Environment(\.appStorageStore) private var environmentStore
  private let key: String
  private let defaultValue: Value
  private let explicitStore: UserDefaults?
  private let decode: (Any) -> Value?
  private let encode: (Value) -> Any?

  private init(
    key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.explicitStore = store
    self.decode = decode
    self.encode = encode
  }

  private var store: UserDefaults { explicitStore ?? environmentStore.defaults }

  public var wrappedValue: Value {
    get {
      let store = store
      AppStorageChanges.shared.access(store, key)
      return store.object(forKey: key).flatMap(decode) ?? defaultValue
    }
    nonmutating set {
      let store = store
      if let encoded = encode(newValue) {
        store.set(encoded, forKey: key)
      } else {
        store.removeObject(forKey: key)
      }
      AppStorageChanges.shared.didChange(store, key)
    }
  }

  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension AppStorage {
  private init(_ key: String, _ value: Value, _ store: UserDefaults?) {
    self.init(key: key, defaultValue: value, store: store, decode: { $0 as? Value }, encode: { $0 })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key, wrappedValue, store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key, wrappedValue, store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key, wrappedValue, store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key, wrappedValue, store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key, wrappedValue, store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key, wrappedValue, store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) }, encode: { $0.absoluteString })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  private init<Wrapped>(optional key: String, _ store: UserDefaults?) where Value == Wrapped? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Wrapped }, encode: { $0 })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(optional: key, store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(optional: key, store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(optional: key, store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(optional: key, store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(optional: key, store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(optional: key, store)
  }
  /// An optional URL, kept as its string as the non-optional one is (S281).
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      key: key, defaultValue: nil, store: store,
      decode: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) }, encode: { $0?.absoluteString })
  }
  /// An optional enumeration kept as its string raw value (S281).
  ///
  /// ```swift
  /// @AppStorage("sort") private var sort: SortOrder?
  /// ```
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, store: store,
      decode: { ($0 as? String).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
  }
  /// An optional enumeration kept as its integer raw value (S281).
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, store: store,
      decode: { ($0 as? Int).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
  }
}

/// `@SceneStorage`: per-scene state restoration. ViewGraph has one scene and restores
/// nothing, so the value lives as long as the view's identity, like `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  @State private var value: Value

  public init(wrappedValue: Value, _ key: String) { _value = State(initialValue: wrappedValue) }

  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  public var projectedValue: Binding<Value> { $value }
}

// An optional scene value starts at nil, as SwiftUI's do when nothing was restored.
extension SceneStorage {
  public init(_ key: String) where Value == Bool? { self.init(wrappedValue: nil, key) }
  public init(_ key: String) where Value == Int? { self.init(wrappedValue: nil, key) }
  public init(_ key: String) where Value == Double? { self.init(wrappedValue: nil, key) }
  public init(_ key: String) where Value == String? { self.init(wrappedValue: nil, key) }
  public init(_ key: String) where Value == URL? { self.init(wrappedValue: nil, key) }
  public init(_ key: String) where Value == Data? { self.init(wrappedValue: nil, key) }
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(wrappedValue: nil, key)
  }
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(wrappedValue: nil, key)
  }
}

/// The `UserDefaults` an `@AppStorage` without `store:` reads (Sendable for the
/// environment: `UserDefaults` is thread-safe).
public struct _AppStorageStore: @unchecked Sendable {
  let defaults: UserDefaults
}

private struct AppStorageStoreKey: EnvironmentKey {
  static let defaultValue = _AppStorageStore(defaults: .standard)
}

extension EnvironmentValues {
  var appStorageStore: _AppStorageStore {
    get { self[AppStorageStoreKey.self] }
    set { self[AppStorageStoreKey.self] = newValue }
  }

  /// The store `@AppStorage` uses when it names none (a harness sets a fresh one).
  package var defaultAppStorage: UserDefaults {
    get { appStorageStore.defaults }
    set { appStorageStore = _AppStorageStore(defaults: newValue) }
  }
}

extension View {
  /// The store `@AppStorage` properties below use when they name none.
  ///
  /// ```swift
  /// ContentView().defaultAppStorage(UserDefaults(suiteName: "group.example")!)
  /// ```
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<
    Self, _EnvironmentKeyTransformModifier<_AppStorageStore>
  > {
    let wrapped = _AppStorageStore(defaults: store)
    return transformEnvironment(\.appStorageStore) { $0 = wrapped }
  }
}

/// Which views read which keys: an observation registrar per (store, key), so a write
/// through one `@AppStorage` re-renders every view that read the key.
final class AppStorageChanges: @unchecked Sendable {
  /// Made on the first `@AppStorage` access, which registers its poll with the graph.
  static let shared: AppStorageChanges = {
    let changes = AppStorageChanges()
    ExternalChangeSources.register { changes.pollExternalWrites() }
    return changes
  }()

  // Guarded by `lock`; observers are created on first read of a key.
  private let lock = NSLock()
  private var observers: [Key: KeyObserver] = [:]

  private struct Key: Hashable {
    let store: ObjectIdentifier
    let key: String
  }

  @Observable final class KeyObserver: @unchecked Sendable {
    var version = 0
    /// Held weakly: a harness's store goes with the harness, and its keys with it.
    @ObservationIgnored weak var store: UserDefaults?
    @ObservationIgnored let key: String
    /// The value last read or written through `@AppStorage`, to see writes made around it.
    @ObservationIgnored var lastSeen: AnyHashable?

    init(store: UserDefaults, key: String) {
      self.store = store
      self.key = key
    }
  }

  private func observer(_ store: UserDefaults, _ key: String) -> KeyObserver {
    lock.lock()
    defer { lock.unlock() }
    let id = Key(store: ObjectIdentifier(store), key: key)
    if let observer = observers[id], observer.store === store { return observer }
    let observer = KeyObserver(store: store, key: key)
    observers[id] = observer
    return observer
  }

  private static func fingerprint(_ store: UserDefaults, _ key: String) -> AnyHashable? {
    store.object(forKey: key).flatMap { $0 as? AnyHashable }
  }

  func access(_ store: UserDefaults, _ key: String) {
    let observer = observer(store, key)
    _ = observer.version
    // Under the lock, as pollExternalWrites() reads it: reads may come from any thread.
    let seen = Self.fingerprint(store, key)
    lock.withLock { observer.lastSeen = seen }
  }

  func didChange(_ store: UserDefaults, _ key: String) {
    let observer = observer(store, key)
    let seen = Self.fingerprint(store, key)
    lock.withLock { observer.lastSeen = seen }
    observer.version += 1
  }

  /// Re-renders the readers of every key whose stored value changed since `@AppStorage`
  /// last saw it: a write made to the `UserDefaults` directly (a model, a test seeding the
  /// store) reaches them as SwiftUI's key-value observing does (S63). Called at each
  /// update; Foundation on Linux posts no change notification to listen to instead.
  ///
  /// - Complexity: O(k) in the keys read through `@AppStorage` in the process.
  func pollExternalWrites() {
    // One pass, no copy: this runs at every update; a key whose store is gone (its
    // harness ended) is dropped when met.
    let changed: [KeyObserver] = lock.withLock {
      var changed: [KeyObserver] = []
      var gone: [Key] = []
      for (id, observer) in observers {
        guard let store = observer.store else {
          gone.append(id)
          continue
        }
        if Self.fingerprint(store, observer.key) != observer.lastSeen { changed.append(observer) }
      }
      for id in gone { observers[id] = nil }
      return changed
    }
    for observer in changed {
      guard let store = observer.store else { continue }
      observer.lastSeen = Self.fingerprint(store, observer.key)
      observer.version += 1
    }
  }
}
