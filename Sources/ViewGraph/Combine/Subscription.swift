#if !canImport(Combine)
  /// A protocol representing the connection of a subscriber to a publisher; cancelling it
  /// stops the delivery.
  ///
  /// ```swift
  /// subscription.request(.unlimited)
  /// ```
  public protocol Subscription: Cancellable {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
  }
#endif
