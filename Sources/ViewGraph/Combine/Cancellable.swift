// Combine's names, declared on Linux only: SwiftUI re-exports Combine, and swift-corelibs has
// none. On Apple platforms `import SwiftUI` brings Apple's own (Exports.swift).
#if !canImport(Combine)
  import Foundation

  /// An activity or action that supports cancellation.
  ///
  /// ```swift
  /// let token: any Cancellable = subject.sink { print($0) }
  /// token.cancel()
  /// ```
  public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
  }

  /// A type-erasing cancellable object that runs a cancellation closure when cancelled, or when
  /// it is deinitialized: a pipeline lives as long as its `AnyCancellable`.
  ///
  /// ```swift
  /// var cancellables = Set<AnyCancellable>()
  /// model.$query.sink { print($0) }.store(in: &cancellables)
  /// ```
  public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// Creates a cancellable object that runs `cancel` once, when cancelled or released.
    ///
    /// ```swift
    /// let token = AnyCancellable { observer.stop() }
    /// ```
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// Creates a cancellable object that cancels `canceller`.
    ///
    /// ```swift
    /// let token = AnyCancellable(subscription)
    /// ```
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    deinit { cancel() }

    /// Cancels the activity; later calls do nothing.
    ///
    /// ```swift
    /// token.cancel()
    /// ```
    public final func cancel() {
      lock.lock()
      let action = action
      self.action = nil
      lock.unlock()
      action?()
    }

    /// Stores this cancellable in a set, which keeps the pipeline alive.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &cancellables)
    /// ```
    public final func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Stores this cancellable in a collection, which keeps the pipeline alive.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &tokens)
    /// ```
    public final func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  extension Cancellable {
    /// Stores a type-erased copy of this cancellable in a set.
    ///
    /// ```swift
    /// timer.connect().store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Stores a type-erased copy of this cancellable in a collection.
    ///
    /// ```swift
    /// timer.connect().store(in: &tokens)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      AnyCancellable(self).store(in: &collection)
    }
  }
#endif
