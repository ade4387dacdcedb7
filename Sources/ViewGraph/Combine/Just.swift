#if !canImport(Combine)
  /// A publisher that emits an output to each subscriber just once, and then finishes.
  ///
  /// ```swift
  /// Just(placeholder).eraseToAnyPublisher()
  /// ```
  public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let link = OperatorLink()
      subscriber.receive(subscription: link)
      if link.isActive { _ = subscriber.receive(output) }
      link.complete(subscriber, with: .finished)
    }
  }

  extension Just: Equatable where Output: Equatable {}
#endif
