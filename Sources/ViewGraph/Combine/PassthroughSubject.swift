#if !canImport(Combine)
  /// A subject that broadcasts elements to downstream subscribers, holding none: a subscriber
  /// receives what is sent after it subscribed.
  ///
  /// ```swift
  /// let events = PassthroughSubject<String, Never>()
  /// events.send("saved")
  /// ```
  public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()

    /// Creates a subject with no subscribers.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      core.attach(subscriber)
    }

    /// Sends a value to every subscriber, in the order they subscribed.
    public func send(_ input: Output) { core.send(input) }
    /// Sends a completion to every subscriber; later values are dropped.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
  }
#endif
