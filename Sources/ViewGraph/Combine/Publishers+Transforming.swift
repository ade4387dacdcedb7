#if !canImport(Combine)
  extension Publisher {
    /// Subscribes `subscriber` through a new link; `value` handles each upstream value and
    /// completions pass through.
    func forward<S: Subscriber>(to subscriber: S, _ value: @escaping (Output, OperatorLink) -> Void)
    where S.Failure == Failure {
      let link = OperatorLink()
      subscriber.receive(subscription: link)
      receive(
        subscriber: link.relay({ value($0, link) }, completion: { link.complete(subscriber, with: $0) }))
    }
  }

  extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// closure.
    ///
    /// ```swift
    /// let lengths: Publishers.Map<PassthroughSubject<String, Never>, Int> = names.map(\.count)
    /// ```
    public struct Map<Upstream: Publisher, Output>: Publisher {
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The closure that transforms elements from the upstream publisher.
      public let transform: (Upstream.Output) -> Output

      /// Creates a publisher that transforms all elements from the upstream publisher.
      public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
        self.upstream = upstream
        self.transform = transform
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let transform = transform
        upstream.forward(to: subscriber) { value, _ in _ = subscriber.receive(transform(value)) }
      }
    }

    /// A publisher that publishes the value of a key path of each upstream element.
    ///
    /// ```swift
    /// store.map(keyPath).removeDuplicates()
    /// ```
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The key path of a property to publish.
      public let keyPath: KeyPath<Upstream.Output, Output>

      init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
        self.upstream = upstream
        self.keyPath = keyPath
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let keyPath = keyPath
        upstream.forward(to: subscriber) { value, _ in _ = subscriber.receive(value[keyPath: keyPath]) }
      }
    }

    /// A publisher that transforms all elements with an error-throwing closure; a thrown
    /// error ends it with that failure.
    ///
    /// ```swift
    /// data.tryMap { try JSONDecoder().decode(Feed.self, from: $0) }
    /// ```
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
      public typealias Failure = any Error
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The error-throwing closure that transforms elements from the upstream publisher.
      public let transform: (Upstream.Output) throws -> Output

      /// Creates a publisher that transforms elements with an error-throwing closure.
      public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
        self.upstream = upstream
        self.transform = transform
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let transform = transform
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Upstream.Output) in
              do { _ = subscriber.receive(try transform(value)) } catch {
                link.complete(subscriber, with: .failure(error))
              }
            },
            completion: { (completion: Subscribers.Completion<Upstream.Failure>) in
              switch completion {
              case .finished: link.complete(subscriber, with: .finished)
              case .failure(let error): link.complete(subscriber, with: .failure(error))
              }
            }))
      }
    }

    /// A publisher that republishes the non-nil results of calling a closure with each
    /// received element.
    ///
    /// ```swift
    /// text.compactMap(Int.init)
    /// ```
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// A closure that receives values from the upstream publisher and returns optional values.
      public let transform: (Upstream.Output) -> Output?

      /// Creates a publisher that republishes the non-nil results of `transform`.
      public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
        self.upstream = upstream
        self.transform = transform
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let transform = transform
        upstream.forward(to: subscriber) { value, _ in
          if let output = transform(value) { _ = subscriber.receive(output) }
        }
      }
    }

    /// A publisher that converts any failure from the upstream publisher into a new error.
    ///
    /// ```swift
    /// loader.mapError { LoadError.network($0) }
    /// ```
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
      public typealias Output = Upstream.Output
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The closure that converts the upstream failure into a new error.
      public let transform: (Upstream.Failure) -> Failure

      /// Creates a publisher that converts any failure from the upstream publisher.
      public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
        self.upstream = upstream
        transform = map
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let transform = transform
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in _ = subscriber.receive(value) },
            completion: { (completion: Subscribers.Completion<Upstream.Failure>) in
              switch completion {
              case .finished: link.complete(subscriber, with: .finished)
              case .failure(let error): link.complete(subscriber, with: .failure(transform(error)))
              }
            }))
      }
    }

    /// A publisher that appears to send a specified failure type; its upstream never fails.
    ///
    /// ```swift
    /// $query.setFailureType(to: Error.self)
    /// ```
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
    where Upstream.Failure == Never {
      public typealias Output = Upstream.Output
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream

      /// Creates a publisher that appears to send a specified failure type.
      public init(upstream: Upstream) { self.upstream = upstream }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in _ = subscriber.receive(value) },
            completion: { (_: Subscribers.Completion<Never>) in link.complete(subscriber, with: .finished) }))
      }
    }

    /// A publisher that applies a closure to all received elements and produces an
    /// accumulated value when the upstream publisher produces a new value.
    ///
    /// ```swift
    /// taps.scan(0) { count, _ in count + 1 }
    /// ```
    public struct Scan<Upstream: Publisher, Output>: Publisher {
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The previous result returned by `nextPartialResult`, before the first element.
      public let initialResult: Output
      /// A closure that takes the previous result and the next element, returning the next one.
      public let nextPartialResult: (Output, Upstream.Output) -> Output

      /// Creates a publisher that accumulates the upstream's elements.
      public init(
        upstream: Upstream, initialResult: Output,
        nextPartialResult: @escaping (Output, Upstream.Output) -> Output
      ) {
        self.upstream = upstream
        self.initialResult = initialResult
        self.nextPartialResult = nextPartialResult
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let next = nextPartialResult
        let accumulated = Box(initialResult)
        upstream.forward(to: subscriber) { value, _ in
          accumulated.value = next(accumulated.value, value)
          _ = subscriber.receive(accumulated.value)
        }
      }
    }
  }

  /// What one subscription of a stateful operator keeps between values.
  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    ///
    /// ```swift
    /// $query.map { $0.trimmingCharacters(in: .whitespaces) }
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
      Publishers.Map(upstream: self, transform: transform)
    }

    /// Publishes the value of a key path of each element (Combine picks this form for a
    /// key path, `map(\.count)` included, over the closure form).
    ///
    /// ```swift
    /// func updates<Value>(for keyPath: KeyPath<Output, Value>) -> some Publisher<Value, Failure> {
    ///   map(keyPath)
    /// }
    /// ```
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
      Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Transforms all elements with an error-throwing closure.
    ///
    /// ```swift
    /// data.tryMap { try JSONDecoder().decode(Feed.self, from: $0) }
    /// ```
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
      Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Calls a closure with each received element and publishes any returned optional that
    /// has a value.
    ///
    /// ```swift
    /// $text.compactMap(Int.init)
    /// ```
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
      Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Converts any failure from the upstream publisher into a new error.
    ///
    /// ```swift
    /// loader.mapError { LoadError.network($0) }
    /// ```
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
      Publishers.MapError(upstream: self, transform)
    }

    /// Transforms elements by providing the current element to a closure along with the last
    /// value returned by the closure.
    ///
    /// ```swift
    /// taps.scan(0) { count, _ in count + 1 }
    /// ```
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
      -> Publishers.Scan<Self, T>
    {
      Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
  }

  extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    ///
    /// ```swift
    /// Just(cached).setFailureType(to: Error.self)
    /// ```
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
      Publishers.SetFailureType(upstream: self)
    }
  }
#endif
