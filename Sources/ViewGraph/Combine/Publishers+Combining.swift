#if !canImport(Combine)
  import Foundation

  extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers: once
    /// both have published, each new element from either publishes the pair.
    ///
    /// ```swift
    /// $name.combineLatest($email)
    /// ```
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
      public typealias Output = (A.Output, B.Output)
      public typealias Failure = A.Failure
      /// A publisher to combine.
      public let a: A
      /// Another publisher to combine.
      public let b: B

      /// Creates a publisher that combines the latest elements of two publishers.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = OperatorLink()
        let state = CombineLatestState<A.Output, B.Output>()
        subscriber.receive(subscription: link)
        let finish = { (completion: Subscribers.Completion<Failure>) in
          if case .failure = completion {
            link.complete(subscriber, with: completion)
          } else if state.finishOne() {
            link.complete(subscriber, with: .finished)
          }
        }
        a.receive(
          subscriber: link.relay(
            { (value: A.Output) in if let pair = state.update(a: value) { _ = subscriber.receive(pair) } },
            completion: finish))
        b.receive(
          subscriber: link.relay(
            { (value: B.Output) in if let pair = state.update(b: value) { _ = subscriber.receive(pair) } },
            completion: finish))
      }
    }

    /// A publisher created by applying the merge function to two upstream publishers: it
    /// republishes both, and finishes when both have.
    ///
    /// ```swift
    /// refreshTaps.merge(with: timerTicks)
    /// ```
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output {
      public typealias Output = A.Output
      public typealias Failure = A.Failure
      /// A publisher to merge.
      public let a: A
      /// A second publisher to merge.
      public let b: B

      /// Creates a publisher created by applying the merge function to two upstream publishers.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = OperatorLink()
        let remaining = Counter(2)
        subscriber.receive(subscription: link)
        let finish = { (completion: Subscribers.Completion<Failure>) in
          if case .failure = completion {
            link.complete(subscriber, with: completion)
          } else if remaining.decrement() == 0 {
            link.complete(subscriber, with: .finished)
          }
        }
        a.receive(
          subscriber: link.relay({ (value: Output) in _ = subscriber.receive(value) }, completion: finish))
        b.receive(
          subscriber: link.relay({ (value: Output) in _ = subscriber.receive(value) }, completion: finish))
      }
    }

    /// A publisher that transforms elements from an upstream publisher into new publishers
    /// and republishes their elements; it finishes when the upstream and every new publisher
    /// have.
    ///
    /// ```swift
    /// $query.flatMap { api.search($0) }
    /// ```
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
      public typealias Output = NewPublisher.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The maximum number of concurrent publisher subscriptions.
      public let maxPublishers: Subscribers.Demand
      /// A closure that takes an element as a parameter and returns a publisher.
      public let transform: (Upstream.Output) -> NewPublisher

      /// Creates a publisher that transforms elements into new publishers.
      public init(
        upstream: Upstream, maxPublishers: Subscribers.Demand,
        transform: @escaping (Upstream.Output) -> NewPublisher
      ) {
        self.upstream = upstream
        self.maxPublishers = maxPublishers
        self.transform = transform
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let transform = transform
        let state = FlatMapState<Upstream.Output>(limit: maxPublishers.max)
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        let fail = { (completion: Subscribers.Completion<Failure>) in
          if case .failure = completion { link.complete(subscriber, with: completion) }
        }
        // An inner publisher that finishes lets the next waiting element start, or ends
        // the whole when the upstream has finished too.
        func start(_ element: Upstream.Output) {
          transform(element).receive(
            subscriber: link.relay(
              { (value: Output) in _ = subscriber.receive(value) },
              completion: { (completion: Subscribers.Completion<Failure>) in
                fail(completion)
                guard case .finished = completion else { return }
                switch state.innerFinished() {
                case .start(let next): start(next)
                case .finish: link.complete(subscriber, with: .finished)
                case .wait: break
                }
              }))
        }
        upstream.receive(
          subscriber: link.relay(
            { (element: Upstream.Output) in if state.admit(element) { start(element) } },
            completion: { (completion: Subscribers.Completion<Failure>) in
              fail(completion)
              if case .finished = completion, state.upstreamFinished() {
                link.complete(subscriber, with: .finished)
              }
            }))
      }
    }

    /// A publisher that emits all of one publisher's elements before those from another
    /// publisher.
    ///
    /// ```swift
    /// $query.prepend("")
    /// ```
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
      public typealias Output = Suffix.Output
      public typealias Failure = Suffix.Failure
      /// The publisher to republish, in its entirety, before republishing elements from suffix.
      public let prefix: Prefix
      /// The publisher to republish only after prefix finishes.
      public let suffix: Suffix

      /// Creates a publisher that emits all of one publisher's elements before another's.
      public init(prefix: Prefix, suffix: Suffix) {
        self.prefix = prefix
        self.suffix = suffix
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let suffix = suffix
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        prefix.receive(
          subscriber: link.relay(
            { (value: Output) in _ = subscriber.receive(value) },
            completion: { (completion: Subscribers.Completion<Failure>) in
              guard case .finished = completion else {
                link.complete(subscriber, with: completion)
                return
              }
              suffix.receive(
                subscriber: link.relay(
                  { (value: Output) in _ = subscriber.receive(value) },
                  completion: { link.complete(subscriber, with: $0) }))
            }))
      }
    }

    /// A publisher that performs the specified closures when publisher events occur.
    ///
    /// ```swift
    /// loader.handleEvents(receiveSubscription: { _ in isLoading = true })
    /// ```
    public struct HandleEvents<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// A closure that executes when the publisher receives the subscription.
      public var receiveSubscription: ((any Subscription) -> Void)?
      /// A closure that executes when the publisher receives a value.
      public var receiveOutput: ((Upstream.Output) -> Void)?
      /// A closure that executes when the publisher receives the completion.
      public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
      /// A closure that executes when the downstream receiver cancels publishing.
      public var receiveCancel: (() -> Void)?
      /// A closure that executes when the publisher receives a request for more elements.
      public var receiveRequest: ((Subscribers.Demand) -> Void)?

      /// Creates a publisher that performs the closures when publisher events occur.
      public init(
        upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Upstream.Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
      ) {
        self.upstream = upstream
        self.receiveSubscription = receiveSubscription
        self.receiveOutput = receiveOutput
        self.receiveCompletion = receiveCompletion
        self.receiveCancel = receiveCancel
        self.receiveRequest = receiveRequest
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
        let link = OperatorLink()
        link.onCancel = receiveCancel
        link.onRequest = receiveRequest
        onSubscription?(link)
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in
              onOutput?(value)
              _ = subscriber.receive(value)
            },
            completion: { (completion: Subscribers.Completion<Failure>) in
              onCompletion?(completion)
              link.complete(subscriber, with: completion)
            }))
      }
    }
  }

  /// The two latest values of a `combineLatest`, and how many of its upstreams finished.
  final class CombineLatestState<A, B>: @unchecked Sendable {
    private let lock = NSLock()
    private var a: A?
    private var b: B?
    private var finished = 0

    func update(a value: A) -> (A, B)? {
      lock.lock()
      defer { lock.unlock() }
      a = value
      return b.map { (value, $0) }
    }

    func update(b value: B) -> (A, B)? {
      lock.lock()
      defer { lock.unlock() }
      b = value
      return a.map { ($0, value) }
    }

    /// Whether both upstreams have now finished.
    func finishOne() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      finished += 1
      return finished == 2
    }
  }

  /// A count shared by the upstreams of one subscription.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int
    init(_ value: Int) { self.value = value }
    func decrement() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value -= 1
      return value
    }
  }

  /// A `flatMap`'s running inner publishers, the elements waiting for a slot under
  /// `maxPublishers`, and whether its upstream has finished.
  final class FlatMapState<Element>: @unchecked Sendable {
    enum Next {
      case start(Element)
      case finish
      case wait
    }
    private let lock = NSLock()
    private let limit: Int?
    private var running = 0
    private var waiting: [Element] = []
    private var upstreamDone = false

    init(limit: Int?) { self.limit = limit }

    /// Whether `element` may start now; else it waits for a slot.
    func admit(_ element: Element) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      if let limit, running >= limit {
        waiting.append(element)
        return false
      }
      running += 1
      return true
    }

    func innerFinished() -> Next {
      lock.lock()
      defer { lock.unlock() }
      running -= 1
      if !waiting.isEmpty {
        running += 1
        return .start(waiting.removeFirst())
      }
      return upstreamDone && running == 0 ? .finish : .wait
    }

    /// Whether nothing is left running or waiting once the upstream has finished.
    func upstreamFinished() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      upstreamDone = true
      return running == 0 && waiting.isEmpty
    }
  }

  extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
    /// either publisher.
    ///
    /// ```swift
    /// $name.combineLatest($email)
    /// ```
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
      Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon receiving output from
    /// either publisher.
    ///
    /// ```swift
    /// $name.combineLatest($email) { !$0.isEmpty && $1.contains("@") }
    /// ```
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
      -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where Failure == P.Failure {
      Publishers.CombineLatest(self, other).map(transform)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    ///
    /// ```swift
    /// refreshTaps.merge(with: timerTicks)
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
      Publishers.Merge(self, other)
    }

    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    ///
    /// ```swift
    /// $query.flatMap { api.search($0) }
    /// ```
    public func flatMap<T, P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
      Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Prefixes a publisher's output with the specified values.
    ///
    /// ```swift
    /// $query.prepend("")
    /// ```
    public func prepend(_ elements: Output...)
      -> Publishers.Concatenate<
        Publishers.Sequence<[Output], Failure>, Self
      >
    {
      Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes a publisher's output with the specified sequence.
    ///
    /// ```swift
    /// $query.prepend(["a", "b"])
    /// ```
    public func prepend<S: Sequence>(_ elements: S)
      -> Publishers.Concatenate<
        Publishers.Sequence<S, Failure>, Self
      > where Output == S.Element
    {
      Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes the output of this publisher with the elements emitted by the given publisher.
    ///
    /// ```swift
    /// updates.prepend(cached)
    /// ```
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where Failure == P.Failure, Output == P.Output {
      Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends a publisher's output with the specified elements.
    ///
    /// ```swift
    /// loader.append(sentinel)
    /// ```
    public func append(_ elements: Output...)
      -> Publishers.Concatenate<
        Self, Publishers.Sequence<[Output], Failure>
      >
    {
      Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by the given publisher.
    ///
    /// ```swift
    /// cached.append(loader)
    /// ```
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where Failure == P.Failure, Output == P.Output {
      Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Performs the specified closures when publisher events occur.
    ///
    /// ```swift
    /// loader.handleEvents(receiveOutput: { print("got", $0) })
    /// ```
    public func handleEvents(
      receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
      Publishers.HandleEvents(
        upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
        receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
  }

  extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher that never fails into a new
    /// publisher that may.
    ///
    /// ```swift
    /// $query.flatMap { api.search($0) }  // AnyPublisher<[Movie], Error>
    /// ```
    public func flatMap<P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
      Publishers.FlatMap(
        upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
  }

  extension Publisher {
    /// Transforms all elements into publishers that never fail, from a publisher that may.
    ///
    /// ```swift
    /// loader.flatMap { Just($0.count) }
    /// ```
    public func flatMap<P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
      Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
        transform($0).setFailureType(to: Failure.self)
      }
    }
  }
#endif

#if !canImport(Combine)
  extension Publisher where Failure == Never {
    /// Transforms all elements into publishers when neither side can fail.
    ///
    /// ```swift
    /// $ids.flatMap { Just(lookup($0)) }
    /// ```
    public func flatMap<P: Publisher>(
      maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
      Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
  }
#endif
