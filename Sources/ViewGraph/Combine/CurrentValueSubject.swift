#if !canImport(Combine)
  import Foundation

  /// A subject that wraps a single value and publishes a new element whenever the value
  /// changes; a new subscriber receives the current value first.
  ///
  /// ```swift
  /// let count = CurrentValueSubject<Int, Never>(0)
  /// count.value += 1
  /// ```
  public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// The value wrapped by this subject; setting it publishes the new value.
    public var value: Output {
      get {
        lock.lock()
        defer { lock.unlock() }
        return current
      }
      set { send(newValue) }
    }

    /// Creates a subject with the given initial value.
    public init(_ value: Output) { current = value }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      core.attach(subscriber, initial: value)
    }

    /// Stores `input` as the value, then sends it to every subscriber.
    public func send(_ input: Output) {
      guard !core.isCompleted else { return }
      lock.lock()
      current = input
      lock.unlock()
      core.send(input)
    }

    /// Sends a completion to every subscriber; later values are dropped.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
  }
#endif
