#if !canImport(Combine)
  import Foundation

  extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// ```swift
    /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// ```
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
      /// The closure to execute on receipt of a value.
      public let receiveValue: (Input) -> Void
      /// The closure to execute on completion.
      public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
      private let lock = NSLock()
      private var subscription: (any Subscription)?
      private var isDone = false

      /// Initializes a sink with the provided closures.
      public init(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Input) -> Void
      ) {
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
      }

      public func receive(subscription: any Subscription) {
        lock.lock()
        guard !isDone, self.subscription == nil else {
          lock.unlock()
          subscription.cancel()
          return
        }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.unlimited)
      }

      public func receive(_ value: Input) -> Subscribers.Demand {
        lock.lock()
        let active = !isDone
        lock.unlock()
        if active { receiveValue(value) }
        return .none
      }

      public func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isDone else {
          lock.unlock()
          return
        }
        isDone = true
        subscription = nil
        lock.unlock()
        receiveCompletion(completion)
      }

      /// Stops the delivery: no value reaches the closures after it returns.
      public func cancel() {
        lock.lock()
        let subscription = subscription
        self.subscription = nil
        isDone = true
        lock.unlock()
        subscription?.cancel()
      }
    }
  }

  extension Publisher {
    /// Attaches a subscriber with closure-based behavior: the pipeline runs until the returned
    /// `AnyCancellable` is cancelled or released.
    ///
    /// ```swift
    /// loader.sink(receiveCompletion: { print($0) }, receiveValue: { items = $0 })
    /// ```
    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let sink = Subscribers.Sink<Output, Failure>(
        receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      receive(subscriber: sink)
      return AnyCancellable(sink)
    }
  }

  extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// ```swift
    /// model.$query.sink { print($0) }.store(in: &cancellables)
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
  }
#endif
