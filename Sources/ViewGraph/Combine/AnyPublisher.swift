#if !canImport(Combine)
  /// A type-erasing publisher: what a model exposes instead of its pipeline's type.
  ///
  /// ```swift
  /// var results: AnyPublisher<[Movie], Never> { subject.eraseToAnyPublisher() }
  /// ```
  public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void
    public var description: String { "AnyPublisher" }

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
      if let erased = publisher as? AnyPublisher {
        subscribe = erased.subscribe
      } else {
        subscribe = { publisher.receive(subscriber: $0) }
      }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscribe(AnySubscriber(subscriber))
    }
  }
#endif
