#if !canImport(Combine)
  import Foundation

  /// A publisher that eventually produces a single value and then finishes or fails. The
  /// closure runs at once, when the future is made, as Combine's does.
  ///
  /// ```swift
  /// Future<Data, Error> { promise in load { promise($0) } }
  /// ```
  public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// A closure to invoke when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let core = SubjectCore<Output, Failure>()
    private let lock = NSLock()
    private var result: Result<Output, Failure>?

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
      attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
      lock.lock()
      guard self.result == nil else {
        lock.unlock()
        return
      }
      self.result = result
      lock.unlock()
      switch result {
      case .success(let output):
        core.send(output)
        core.send(completion: .finished)
      case .failure(let error): core.send(completion: .failure(error))
      }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      lock.lock()
      let result = result
      lock.unlock()
      switch result {
      case nil: core.attach(subscriber)
      case .success(let output):
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        if link.isActive { _ = subscriber.receive(output) }
        link.complete(subscriber, with: .finished)
      case .failure(let error):
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        link.complete(subscriber, with: .failure(error))
      }
    }
  }
#endif
