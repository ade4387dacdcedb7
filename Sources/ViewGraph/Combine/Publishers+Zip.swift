#if !canImport(Combine)
  import Foundation

  extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers: it pairs
    /// the oldest unpaired element of each, and finishes once an upstream has finished with
    /// nothing left to pair (so two one-shot requests zipped publish their pair, then finish).
    ///
    /// ```swift
    /// Publishers.Zip(subredditSearch, postSearch)
    ///   .sink { subreddits, posts in results = (subreddits, posts) }
    /// ```
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
      public typealias Output = (A.Output, B.Output)
      public typealias Failure = A.Failure
      /// A publisher to zip.
      public let a: A
      /// Another publisher to zip.
      public let b: B

      /// Creates a publisher that pairs the elements of two publishers in order.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = OperatorLink()
        let state = ZipState<A.Output, B.Output>()
        subscriber.receive(subscription: link)
        let deliver = { (step: ZipState<A.Output, B.Output>.Step) in
          if let pair = step.pair { _ = subscriber.receive(pair) }
          if step.finishes { link.complete(subscriber, with: .finished) }
        }
        let finish = { (side: ZipSide, completion: Subscribers.Completion<Failure>) in
          if case .failure = completion {
            link.complete(subscriber, with: completion)
          } else if state.finish(side) {
            link.complete(subscriber, with: .finished)
          }
        }
        a.receive(subscriber: link.relay({ deliver(state.receive(a: $0)) }, completion: { finish(.a, $0) }))
        b.receive(subscriber: link.relay({ deliver(state.receive(b: $0)) }, completion: { finish(.b, $0) }))
      }
    }

    /// A publisher created by applying the zip function to three upstream publishers.
    ///
    /// ```swift
    /// Publishers.Zip3(profile, posts, followers).sink { profile, posts, followers in … }
    /// ```
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
      public typealias Output = (A.Output, B.Output, C.Output)
      public typealias Failure = A.Failure
      /// A publisher to zip.
      public let a: A
      /// A second publisher to zip.
      public let b: B
      /// A third publisher to zip.
      public let c: C

      /// Creates a publisher that groups the elements of three publishers in order.
      public init(_ a: A, _ b: B, _ c: C) {
        self.a = a
        self.b = b
        self.c = c
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        Zip(Zip(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
      }
    }
  }

  /// Which upstream of a zip an event came from.
  enum ZipSide { case a, b }

  /// A zip's unpaired elements of each upstream, and which upstreams finished.
  final class ZipState<A, B>: @unchecked Sendable {
    /// What one event leads to: a pair to publish, and whether the zip then finishes.
    struct Step {
      var pair: (A, B)?
      var finishes = false
    }

    private let lock = NSLock()
    private var pendingA: [A] = []
    private var pendingB: [B] = []
    private var finishedA = false
    private var finishedB = false

    func receive(a value: A) -> Step {
      lock.lock()
      defer { lock.unlock() }
      guard !pendingB.isEmpty else {
        pendingA.append(value)
        return Step()
      }
      return Step(pair: (value, pendingB.removeFirst()), finishes: exhausted)
    }

    func receive(b value: B) -> Step {
      lock.lock()
      defer { lock.unlock() }
      guard !pendingA.isEmpty else {
        pendingB.append(value)
        return Step()
      }
      return Step(pair: (pendingA.removeFirst(), value), finishes: exhausted)
    }

    /// Marks `side` finished; whether the zip finishes now (nothing of it is left to pair).
    func finish(_ side: ZipSide) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      if side == .a { finishedA = true } else { finishedB = true }
      return exhausted
    }

    /// Whether a finished upstream has nothing left to pair, so no pair can come.
    private var exhausted: Bool { (finishedA && pendingA.isEmpty) || (finishedB && pendingB.isEmpty) }
  }

  extension Publisher {
    /// Combines elements from another publisher and delivers pairs of elements as tuples.
    ///
    /// ```swift
    /// profileRequest.zip(postsRequest).sink { profile, posts in show(profile, posts) }
    /// ```
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
      Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output.
    ///
    /// ```swift
    /// first.zip(second) { $0 + $1 }
    /// ```
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
      -> Publishers.Map<Publishers.Zip<Self, P>, T>
    where Failure == P.Failure {
      Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    ///
    /// ```swift
    /// profile.zip(posts, followers)
    /// ```
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
      -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
      Publishers.Zip3(self, publisher1, publisher2)
    }
  }
#endif
