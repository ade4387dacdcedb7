#if !canImport(Combine)
  import Foundation

  /// The subscription an operator hands its subscriber: it holds what the operator subscribed
  /// to upstream, cancels it all at once, and lets nothing through after a cancellation or a
  /// completion. Values already scheduled on a scheduler ask it before they are delivered, so
  /// cancelling stops those too.
  final class OperatorLink: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var upstreams: [any Cancellable] = []
    private var isDone = false
    /// `handleEvents`' hooks: run when the subscriber cancels, or asks for values.
    var onCancel: (() -> Void)?
    var onRequest: ((Subscribers.Demand) -> Void)?

    /// Whether values may still reach the subscriber.
    var isActive: Bool {
      lock.lock()
      defer { lock.unlock() }
      return !isDone
    }

    /// Keeps `upstream` until the link ends; cancels it at once if the link has ended.
    func attach(_ upstream: any Cancellable) {
      lock.lock()
      if isDone {
        lock.unlock()
        upstream.cancel()
        return
      }
      upstreams.append(upstream)
      lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
      onRequest?(demand)
      lock.lock()
      let current = upstreams
      lock.unlock()
      for case let subscription as any Subscription in current { subscription.request(demand) }
    }

    func cancel() {
      lock.lock()
      guard !isDone else {
        lock.unlock()
        return
      }
      isDone = true
      let current = upstreams
      upstreams = []
      lock.unlock()
      onCancel?()
      for upstream in current { upstream.cancel() }
    }

    /// Delivers `completion` unless the link has ended, and ends it: upstreams that finish
    /// hold nothing more; others (a merge's) are cancelled.
    func complete<S: Subscriber>(_ subscriber: S, with completion: Subscribers.Completion<S.Failure>) {
      lock.lock()
      guard !isDone else {
        lock.unlock()
        return
      }
      isDone = true
      let current = upstreams
      upstreams = []
      lock.unlock()
      for upstream in current { upstream.cancel() }
      subscriber.receive(completion: completion)
    }

    /// A subscriber for an upstream publisher that attaches its subscription to this link,
    /// asks for every value, and passes on what arrives while the link is active.
    func relay<Input, Failure: Error>(
      _ value: @escaping (Input) -> Void,
      completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnySubscriber<Input, Failure> {
      AnySubscriber(
        receiveSubscription: { [self] subscription in
          attach(subscription)
          subscription.request(.unlimited)
        },
        receiveValue: { [self] input in
          if isActive { value(input) }
          return .none
        },
        receiveCompletion: { [self] in if isActive { completion($0) } })
    }
  }

  /// A value that crosses to the queue a scheduler runs its actions on. The subset's
  /// closures are not `Sendable`, as Combine's are not; the schedulers run them where the
  /// pipeline asked (the main queue for a view's pipeline).
  struct SchedulerHop: @unchecked Sendable {
    let action: () -> Void
  }
#endif
