#if !canImport(Combine)
  /// A publisher that exposes a method for outside callers to publish elements.
  ///
  /// ```swift
  /// let didSave: some Subject<Void, Never> = PassthroughSubject()
  /// ```
  public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Sends a subscription to the subscriber (a subject used as a subscriber receives one).
    func send(subscription: any Subscription)
  }

  extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    ///
    /// ```swift
    /// refresh.send()
    /// ```
    public func send() { send(()) }
  }
#endif
