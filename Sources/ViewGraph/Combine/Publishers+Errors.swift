#if !canImport(Combine)
  extension Publishers {
    /// A publisher that replaces any error in the stream with a provided element, then
    /// finishes.
    ///
    /// ```swift
    /// loader.replaceError(with: [])
    /// ```
    public struct ReplaceError<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Never
      /// The element with which to replace errors from the upstream publisher.
      public let output: Upstream.Output
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream

      /// Creates a publisher that replaces any error with `output`.
      public init(upstream: Upstream, output: Output) {
        self.upstream = upstream
        self.output = output
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let output = output
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in _ = subscriber.receive(value) },
            completion: { (completion: Subscribers.Completion<Upstream.Failure>) in
              if case .failure = completion { _ = subscriber.receive(output) }
              link.complete(subscriber, with: .finished)
            }))
      }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher.
    ///
    /// ```swift
    /// loader.catch { _ in Just(cached) }
    /// ```
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
      public typealias Output = Upstream.Output
      public typealias Failure = NewPublisher.Failure
      /// The publisher that this publisher receives elements from.
      public let upstream: Upstream
      /// A closure that accepts the upstream failure as input and returns a publisher to
      /// replace the upstream publisher.
      public let handler: (Upstream.Failure) -> NewPublisher

      /// Creates a publisher that handles errors by replacing the failed publisher.
      public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
        self.upstream = upstream
        self.handler = handler
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let handler = handler
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in _ = subscriber.receive(value) },
            completion: { (completion: Subscribers.Completion<Upstream.Failure>) in
              switch completion {
              case .finished: link.complete(subscriber, with: .finished)
              case .failure(let error):
                handler(error).receive(
                  subscriber: link.relay(
                    { (value: Output) in _ = subscriber.receive(value) },
                    completion: { link.complete(subscriber, with: $0) }))
              }
            }))
      }
    }
  }

  extension Publisher {
    /// Replaces any errors in the stream with the provided element.
    ///
    /// ```swift
    /// loader.replaceError(with: [])
    /// ```
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
      Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Handles errors from an upstream publisher by replacing it with another publisher.
    ///
    /// ```swift
    /// loader.catch { _ in Just([]) }
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where Output == P.Output {
      Publishers.Catch(upstream: self, handler: handler)
    }
  }
#endif
