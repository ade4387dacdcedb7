#if !canImport(Combine)
  /// A publisher that immediately terminates with the specified error.
  ///
  /// ```swift
  /// Fail<[Item], LoadError>(error: .offline)
  /// ```
  public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) { self.error = error }

    /// Creates a publisher with the given output type that terminates with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let link = OperatorLink()
      subscriber.receive(subscription: link)
      link.complete(subscriber, with: .failure(error))
    }
  }

  extension Fail: Equatable where Failure: Equatable {}
#endif
