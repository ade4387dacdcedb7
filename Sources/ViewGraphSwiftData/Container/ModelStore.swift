import Foundation

/// The saved models of one store, in the order they were saved. A store with a file is kept
/// for the process by its URL (``ModelStore/opening(_:)``), which is what a relaunch finds.
final class ModelStore: @unchecked Sendable {
  // Contexts on different actors may save to one store: the lock guards the rows.
  private let lock = NSLock()
  private var rows: [any PersistentModel] = []
  let identifier = UUID().uuidString

  var models: [any PersistentModel] {
    lock.lock()
    defer { lock.unlock() }
    return rows
  }

  func commit(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
    lock.lock()
    defer { lock.unlock() }
    rows.removeAll { row in deleted.contains { $0 === row } }
    for model in inserted where !rows.contains(where: { $0 === model }) { rows.append(model) }
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    rows.removeAll()
  }

  // The contexts of the containers that opened this store, for a relaunch.
  private var contexts: [WeakContext] = []

  /// The contexts still open on this store.
  var attachedContexts: [ModelContext] {
    lock.lock()
    defer { lock.unlock() }
    return contexts.compactMap(\.context)
  }

  func attach(_ context: ModelContext) {
    lock.lock()
    defer { lock.unlock() }
    contexts.removeAll { $0.context == nil }
    contexts.append(WeakContext(context: context))
  }

  /// A new container opened this store, as the app does when it launches again: what the
  /// earlier contexts would autosave is saved, anything else unsaved is lost, and their
  /// models leave them.
  func relaunch() {
    lock.lock()
    let earlier = contexts.compactMap(\.context)
    contexts.removeAll()
    lock.unlock()
    for context in earlier {
      if context.autosaveEnabled, context.hasChanges {
        do { try context.save() } catch { context.rollback() }
      } else {
        context.rollback()
      }
      context.forgetAll()
    }
  }

  private static let registry = StoreRegistry()

  /// The store a configuration names: a new one for a store in memory, the process's one
  /// for a file (the current test's, when StateHarness set ``ModelStoreScope``).
  static func opening(_ configuration: ModelConfiguration) -> ModelStore {
    guard !configuration.isStoredInMemoryOnly else { return ModelStore() }
    let key = ModelStoreScope.current().map { "\($0)|" } ?? ""
    return registry.store(at: key + configuration.url.standardizedFileURL.path)
  }
}

private struct WeakContext {
  weak var context: ModelContext?
}

private final class StoreRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var stores: [String: ModelStore] = [:]

  func store(at key: String) -> ModelStore {
    lock.lock()
    defer { lock.unlock() }
    if let store = stores[key] { return store }
    let store = ModelStore()
    stores[key] = store
    return store
  }
}

/// Which stores with a file a container opens: StateHarness scopes them to the running
/// test when its binary loads (before any container or harness, S305), so each test starts
/// from no saved models, as `@AppStorage` starts from fresh defaults, while a relaunch within
/// the test finds what it saved.
package enum ModelStoreScope {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var provider: @Sendable () -> String? = { nil }

  /// Sets what names the current scope (nil: the process's stores).
  package static func setProvider(_ newProvider: @escaping @Sendable () -> String?) {
    lock.lock()
    defer { lock.unlock() }
    provider = newProvider
  }

  static func current() -> String? {
    lock.lock()
    let provider = provider
    lock.unlock()
    return provider()
  }
}
