#if !canImport(Combine)
  extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key
    /// path.
    ///
    /// ```swift
    /// Just("Ada").subscribe(Subscribers.Assign(object: label, keyPath: \.text))
    /// ```
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
      public typealias Failure = Never
      /// The object that contains the property to assign; released on completion or cancel.
      public private(set) var object: Root?
      /// The key path that indicates the property to assign.
      public let keyPath: ReferenceWritableKeyPath<Root, Input>
      private var subscription: (any Subscription)?

      /// Creates a subscriber to assign the value of a property indicated by a key path.
      public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
        self.object = object
        self.keyPath = keyPath
      }

      public func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
      }

      public func receive(_ value: Input) -> Subscribers.Demand {
        object?[keyPath: keyPath] = value
        return .none
      }

      public func receive(completion: Subscribers.Completion<Never>) {
        object = nil
        subscription = nil
      }

      public func cancel() {
        object = nil
        let subscription = subscription
        self.subscription = nil
        subscription?.cancel()
      }
    }
  }

  extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object (held until the
    /// pipeline ends).
    ///
    /// ```swift
    /// $name.map(\.isEmpty).assign(to: \.isInvalid, on: self)
    /// ```
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
      -> AnyCancellable
    {
      let assign = Subscribers.Assign(object: object, keyPath: keyPath)
      receive(subscriber: assign)
      return AnyCancellable(assign)
    }

    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher; the subscription lives as long as that property's object.
    ///
    /// ```swift
    /// $query.map { $0.count > 2 }.assign(to: &$canSearch)
    /// ```
    public func assign(to published: inout Published<Output>.Publisher) {
      published.assign(from: self)
    }
  }
#endif
