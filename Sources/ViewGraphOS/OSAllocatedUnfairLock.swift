// `os`'s lock that owns the state it protects (iOS 16), which apps use to make a class
// `Sendable` (IceCubesApp's `MastodonClient` keeps its token and connections in one). On Linux
// a mutex guards the state, with the same calls: a lock is a lock, nothing to model.
#if !canImport(os)
  import Foundation

  /// A lock that owns its state; `withLock` gives the body exclusive access to it.
  ///
  /// ```swift
  /// private let critical = OSAllocatedUnfairLock(initialState: Critical())
  /// var isAuth: Bool { critical.withLock { $0.oauthToken != nil } }
  /// ```
  public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Whether the calling thread holds the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
      case owner, notOwner
    }

    /// The state and the mutex guarding it, shared by every copy of the lock.
    private final class Storage: @unchecked Sendable {
      let mutex = NSLock()
      var state: State
      init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock owning `initialState`, which need not be `Sendable`.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// A lock owning `initialState`.
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

    /// Runs `body` with the state while holding the lock.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
      storage.mutex.lock()
      defer { storage.mutex.unlock() }
      return try body(&storage.state)
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
      try withLockUnchecked(body)
    }

    /// Runs `body` with the state if the lock is free now; nil when another thread holds it.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
      guard storage.mutex.try() else { return nil }
      defer { storage.mutex.unlock() }
      return try body(&storage.state)
    }

    /// Runs `body` with the state if the lock is free now; nil when another thread holds it.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
      try withLockIfAvailableUnchecked(body)
    }

    /// Checks who holds the lock; `NSLock` does not say, so this checks nothing.
    public func precondition(_ condition: Ownership) {}
  }

  extension OSAllocatedUnfairLock where State == () {
    /// A lock with no state, locked and unlocked around the code it guards.
    public init() { self.init(uncheckedState: ()) }

    public func lock() { storage.mutex.lock() }
    public func unlock() { storage.mutex.unlock() }
    public func lockIfAvailable() -> Bool { storage.mutex.try() }

    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
      try withLockUnchecked { (_: inout ()) in try body() }
    }

    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
      try withLockUnchecked { (_: inout ()) in try body() }
    }
  }
#endif
