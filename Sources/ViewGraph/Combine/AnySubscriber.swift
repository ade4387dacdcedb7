#if !canImport(Combine)
  /// A type-erasing subscriber, made of closures or wrapping another subscriber.
  ///
  /// ```swift
  /// let printer = AnySubscriber<Int, Never>(receiveValue: { print($0); return .none })
  /// ```
  public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: ((any Subscription) -> Void)?
    private let value: ((Input) -> Subscribers.Demand)?
    private let completion: ((Subscribers.Completion<Failure>) -> Void)?

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    ///
    /// ```swift
    /// let erased = AnySubscriber(sink)
    /// ```
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
      subscription = s.receive(subscription:)
      value = s.receive(_:)
      completion = s.receive(completion:)
    }

    /// Creates a type-erasing subscriber that runs the given closures.
    ///
    /// ```swift
    /// AnySubscriber<Int, Never>(receiveValue: { print($0); return .none })
    /// ```
    public init(
      receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveValue: ((Input) -> Subscribers.Demand)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
      subscription = receiveSubscription
      value = receiveValue
      completion = receiveCompletion
    }

    public func receive(subscription: any Subscription) { self.subscription?(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value?(input) ?? .none }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion?(completion) }
  }
#endif
