#if !canImport(Combine)
  /// A publisher that never publishes any values, and optionally finishes immediately.
  ///
  /// ```swift
  /// Empty<Int, Never>()
  /// ```
  public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher finishes as soon as it is subscribed to; if false it never does.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// Creates an empty publisher with the given output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
      self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let link = OperatorLink()
      subscriber.receive(subscription: link)
      if completeImmediately { link.complete(subscriber, with: .finished) }
    }

    public static func == (lhs: Empty, rhs: Empty) -> Bool {
      lhs.completeImmediately == rhs.completeImmediately
    }
  }
#endif
