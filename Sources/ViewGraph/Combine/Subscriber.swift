#if !canImport(Combine)
  /// A protocol that declares a type that can receive input from a publisher: first a
  /// subscription, then values, then at most one completion.
  ///
  /// ```swift
  /// subject.subscribe(AnySubscriber(receiveValue: { print($0); return .none }))
  /// ```
  public protocol Subscriber<Input, Failure> {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has subscribed to the publisher.
    func receive(subscription: any Subscription)
    /// Tells the subscriber that the publisher has produced an element.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has finished, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
  }

  extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further
    /// requests.
    ///
    /// ```swift
    /// _ = subscriber.receive()
    /// ```
    public func receive() -> Subscribers.Demand { receive(()) }
  }
#endif
