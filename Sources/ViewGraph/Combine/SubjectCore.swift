#if !canImport(Combine)
  import Foundation

  /// The subscribers of a subject, in the order they subscribed, and its completion once sent.
  final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    /// One subscriber's connection; cancelling it removes the subscriber.
    final class Conduit: Subscription, @unchecked Sendable {
      weak var core: SubjectCore?
      let subscriber: AnySubscriber<Output, Failure>
      private let lock = NSLock()
      private var cancelled = false

      init(core: SubjectCore, subscriber: AnySubscriber<Output, Failure>) {
        self.core = core
        self.subscriber = subscriber
      }

      var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !cancelled
      }

      func request(_ demand: Subscribers.Demand) {}

      func cancel() {
        lock.lock()
        let wasActive = !cancelled
        cancelled = true
        lock.unlock()
        if wasActive { core?.remove(self) }
      }
    }

    /// Subscribes `subscriber`; `initial` runs before later values reach it (a current value).
    func attach<S: Subscriber>(_ subscriber: S, initial: Output? = nil)
    where S.Input == Output, S.Failure == Failure {
      let conduit = Conduit(core: self, subscriber: AnySubscriber(subscriber))
      lock.lock()
      let finished = completion
      lock.unlock()
      subscriber.receive(subscription: conduit)
      if let finished {
        if conduit.isActive { subscriber.receive(completion: finished) }
        return
      }
      if let initial, conduit.isActive { _ = subscriber.receive(initial) }
      lock.lock()
      if conduit.isActive && completion == nil { conduits.append(conduit) }
      lock.unlock()
    }

    /// Whether the subject has completed.
    var isCompleted: Bool {
      lock.lock()
      defer { lock.unlock() }
      return completion != nil
    }

    func send(_ value: Output) {
      lock.lock()
      guard completion == nil else {
        lock.unlock()
        return
      }
      let current = conduits
      lock.unlock()
      for conduit in current where conduit.isActive { _ = conduit.subscriber.receive(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard self.completion == nil else {
        lock.unlock()
        return
      }
      self.completion = completion
      let current = conduits
      conduits = []
      lock.unlock()
      for conduit in current where conduit.isActive { conduit.subscriber.receive(completion: completion) }
    }

    fileprivate func remove(_ conduit: Conduit) {
      lock.lock()
      conduits.removeAll { $0 === conduit }
      lock.unlock()
    }
  }
#endif
