#if !canImport(Combine)
  extension Publishers {
    /// A publisher that publishes a given sequence of elements, then finishes.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.sink { print($0) }
    /// ```
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
      public typealias Output = Elements.Element
      /// The sequence of elements to publish.
      public let sequence: Elements

      /// Creates a publisher for a sequence of elements.
      public init(sequence: Elements) { self.sequence = sequence }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        for element in sequence {
          guard link.isActive else { return }
          _ = subscriber.receive(element)
        }
        link.complete(subscriber, with: .finished)
      }
    }
  }

  extension Sequence {
    /// A publisher that publishes the elements of this sequence, then finishes.
    ///
    /// ```swift
    /// ["a", "b"].publisher.collect()
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
  }
#endif
