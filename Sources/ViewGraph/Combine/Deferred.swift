#if !canImport(Combine)
  /// A publisher that awaits subscription before running the supplied closure to create a
  /// publisher for the new subscriber.
  ///
  /// ```swift
  /// Deferred { Future { promise in promise(.success(Date())) } }
  /// ```
  public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// The closure to execute when this deferred publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      createPublisher().receive(subscriber: subscriber)
    }
  }
#endif
