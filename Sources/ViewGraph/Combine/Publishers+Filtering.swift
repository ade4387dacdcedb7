#if !canImport(Combine)
  extension Publishers {
    /// A publisher that republishes all elements that match a provided closure.
    ///
    /// ```swift
    /// $query.filter { $0.count > 2 }
    /// ```
    public struct Filter<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// A closure that indicates whether to republish an element.
      public let isIncluded: (Upstream.Output) -> Bool

      /// Creates a publisher that republishes the elements `isIncluded` accepts.
      public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
        self.upstream = upstream
        self.isIncluded = isIncluded
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let isIncluded = isIncluded
        upstream.forward(to: subscriber) { value, _ in
          if isIncluded(value) { _ = subscriber.receive(value) }
        }
      }
    }

    /// A publisher that publishes only elements that don't match the previous element.
    ///
    /// ```swift
    /// $query.removeDuplicates()
    /// ```
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
      public let predicate: (Output, Output) -> Bool

      /// Creates a publisher that publishes only elements that don't match the previous one.
      public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
        self.upstream = upstream
        self.predicate = predicate
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let predicate = predicate
        let previous = Box<Output?>(nil)
        upstream.forward(to: subscriber) { value, _ in
          if let last = previous.value, predicate(last, value) { return }
          previous.value = value
          _ = subscriber.receive(value)
        }
      }
    }

    /// A publisher that omits a specified number of elements before republishing later ones.
    ///
    /// ```swift
    /// $query.dropFirst()
    /// ```
    public struct Drop<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The number of elements to drop.
      public let count: Int

      /// Creates a publisher that omits the first `count` elements.
      public init(upstream: Upstream, count: Int) {
        self.upstream = upstream
        self.count = count
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let remaining = Box(count)
        upstream.forward(to: subscriber) { value, _ in
          guard remaining.value <= 0 else {
            remaining.value -= 1
            return
          }
          _ = subscriber.receive(value)
        }
      }
    }

    /// A publisher that publishes the first element of a stream, then finishes.
    ///
    /// ```swift
    /// loader.first()
    /// ```
    public struct First<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream

      /// Creates a publisher that publishes the first element, then finishes.
      public init(upstream: Upstream) { self.upstream = upstream }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.forward(to: subscriber) { value, link in
          _ = subscriber.receive(value)
          link.complete(subscriber, with: .finished)
        }
      }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a predicate
    /// closure, then finishes.
    ///
    /// ```swift
    /// $status.first { $0 == .ready }
    /// ```
    public struct FirstWhere<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The closure that determines whether to publish an element.
      public let predicate: (Output) -> Bool

      /// Creates a publisher that publishes the first element satisfying `predicate`.
      public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
        self.upstream = upstream
        self.predicate = predicate
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let predicate = predicate
        upstream.forward(to: subscriber) { value, link in
          guard predicate(value) else { return }
          _ = subscriber.receive(value)
          link.complete(subscriber, with: .finished)
        }
      }
    }
  }

  extension Publisher {
    /// Republishes all elements that match a provided closure.
    ///
    /// ```swift
    /// $query.filter { !$0.isEmpty }
    /// ```
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
      Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Publishes only elements that don't match the previous element, as evaluated by a
    /// provided closure.
    ///
    /// ```swift
    /// $user.removeDuplicates { $0.id == $1.id }
    /// ```
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
      -> Publishers.RemoveDuplicates<Self>
    {
      Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Omits the specified number of elements before republishing subsequent elements.
    ///
    /// ```swift
    /// $query.dropFirst()
    /// ```
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
      Publishers.Drop(upstream: self, count: count)
    }

    /// Publishes the first element of a stream, then finishes.
    ///
    /// ```swift
    /// loader.first()
    /// ```
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
    ///
    /// ```swift
    /// $status.first { $0 == .ready }
    /// ```
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
      Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
  }

  extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    ///
    /// ```swift
    /// $query.removeDuplicates()
    /// ```
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
      Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
  }
#endif
