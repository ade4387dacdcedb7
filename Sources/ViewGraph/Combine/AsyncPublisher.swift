#if !canImport(Combine)
  import Foundation

  /// A publisher's values as an asynchronous sequence, for a publisher that cannot fail.
  ///
  /// It subscribes when iteration starts, keeps what arrives while nobody awaits, and ends
  /// when the publisher finishes or the iterating task is cancelled.
  ///
  /// ```swift
  /// for await progress in model.$progress.values { label = "\(progress)" }
  /// ```
  public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    /// Creates a sequence of the publisher's values.
    public init(_ publisher: P) { self.publisher = publisher }

    /// The iterator that produces the publisher's values.
    public struct Iterator: AsyncIteratorProtocol {
      let buffer: PublisherValueBuffer<P.Output, Never>

      /// The next value, or nil once the publisher has finished.
      public mutating func next() async -> P.Output? {
        switch await buffer.next() {
        case .success(let value): value
        }
      }
    }

    public func makeAsyncIterator() -> Iterator {
      Iterator(buffer: PublisherValueBuffer(subscribingTo: publisher))
    }
  }

  /// A publisher's values as an asynchronous sequence that throws the publisher's failure.
  ///
  /// ```swift
  /// for try await page in loader.pages.values { pages.append(page) }
  /// ```
  public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    /// Creates a sequence of the publisher's values.
    public init(_ publisher: P) { self.publisher = publisher }

    /// The iterator that produces the publisher's values.
    public struct Iterator: AsyncIteratorProtocol {
      let buffer: PublisherValueBuffer<P.Output, P.Failure>

      /// The next value, nil once the publisher has finished; throws its failure.
      public mutating func next() async throws -> P.Output? {
        try await buffer.next().get()
      }
    }

    public func makeAsyncIterator() -> Iterator {
      Iterator(buffer: PublisherValueBuffer(subscribingTo: publisher))
    }
  }

  extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    ///
    /// ```swift
    /// for await progress in model.$progress.values { label = "\(progress)" }
    /// ```
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
  }

  extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence.
    ///
    /// ```swift
    /// for try await page in loader.pages.values { pages.append(page) }
    /// ```
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
  }

  /// What a publisher delivered and nobody has awaited yet. The publishers here deliver
  /// synchronously and ignore demand, so values are buffered rather than requested one by
  /// one as Combine's iterators do; the order and the values are the same.
  final class PublisherValueBuffer<Output, Failure: Error>: @unchecked Sendable {
    // Values cross from the publisher's thread to the awaiting task under the lock.
    private struct Handoff: @unchecked Sendable { var result: Result<Output?, Failure> }
    private let lock = NSLock()
    private var pending: [Output] = []
    private var end: Subscribers.Completion<Failure>?
    private var waiting: CheckedContinuation<Handoff, Never>?
    private let link = OperatorLink()

    init<P: Publisher>(subscribingTo publisher: P) where P.Output == Output, P.Failure == Failure {
      let link = link
      publisher.receive(
        subscriber: link.relay { [weak self] (value: Output) in
          self?.deliver(.success(value))
        } completion: { [weak self] (completion: Subscribers.Completion<Failure>) in
          self?.finish(completion)
        })
    }

    deinit { link.cancel() }

    private func deliver(_ result: Result<Output?, Failure>) {
      lock.lock()
      if let waiting {
        self.waiting = nil
        lock.unlock()
        waiting.resume(returning: Handoff(result: result))
        return
      }
      if case .success(let value?) = result { pending.append(value) }
      lock.unlock()
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
      lock.lock()
      end = completion
      let waiting = waiting
      self.waiting = nil
      lock.unlock()
      switch completion {
      case .finished: waiting?.resume(returning: Handoff(result: .success(nil)))
      case .failure(let error): waiting?.resume(returning: Handoff(result: .failure(error)))
      }
    }

    func next() async -> Result<Output?, Failure> {
      let handoff = await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Handoff, Never>) in
          lock.lock()
          if !pending.isEmpty {
            let value = pending.removeFirst()
            lock.unlock()
            continuation.resume(returning: Handoff(result: .success(value)))
          } else if let end {
            lock.unlock()
            switch end {
            case .finished: continuation.resume(returning: Handoff(result: .success(nil)))
            case .failure(let error): continuation.resume(returning: Handoff(result: .failure(error)))
            }
          } else if Task.isCancelled {
            lock.unlock()
            continuation.resume(returning: Handoff(result: .success(nil)))
          } else {
            waiting = continuation
            lock.unlock()
          }
        }
      } onCancel: {
        link.cancel()
        lock.lock()
        end = end ?? .finished
        let waiting = waiting
        self.waiting = nil
        lock.unlock()
        waiting?.resume(returning: Handoff(result: .success(nil)))
      }
      return handoff.result
    }
  }
#endif
