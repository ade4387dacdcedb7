#if !canImport(Combine)
  extension Result {
    /// A publisher that publishes this result's value and finishes, or fails with its error.
    ///
    /// ```swift
    /// Result { try loadCache() }.publisher.replaceError(with: [])
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// A publisher that publishes an output to each subscriber exactly once then finishes,
    /// or fails immediately without producing any elements.
    ///
    /// ```swift
    /// let cached: Result<[Item], any Error>.Publisher = Result { try loadCache() }.publisher
    /// ```
    public struct Publisher: ViewGraph.Publisher {
      public typealias Output = Success
      /// The result to deliver to each subscriber.
      public let result: Result<Success, Failure>

      /// Creates a publisher that delivers the specified result.
      public init(_ result: Result<Success, Failure>) { self.result = result }

      /// Creates a publisher that sends the specified output to each subscriber.
      public init(_ output: Success) { self.result = .success(output) }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        guard link.isActive else { return }
        switch result {
        case .success(let value):
          _ = subscriber.receive(value)
          link.complete(subscriber, with: .finished)
        case .failure(let error):
          link.complete(subscriber, with: .failure(error))
        }
      }
    }
  }
#endif
