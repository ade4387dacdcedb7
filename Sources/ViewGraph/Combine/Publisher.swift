#if !canImport(Combine)
  /// Declares that a type can transmit a sequence of values over time to its subscribers.
  ///
  /// The publishers here deliver synchronously: a subject's `send` reaches every subscriber
  /// before it returns, and only operators that take a scheduler deliver later.
  ///
  /// ```swift
  /// let names: some Publisher<String, Never> = Just("Ada")
  /// ```
  public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches the subscriber: it receives a subscription, then the values.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
  }

  extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// ```swift
    /// publisher.subscribe(subscriber)
    /// ```
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
      receive(subscriber: subscriber)
    }

    /// Attaches the specified subject to this publisher: the subject republishes its values.
    ///
    /// ```swift
    /// let token = Just(1).subscribe(subject)
    /// ```
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
    where S.Output == Output, S.Failure == Failure {
      let link = OperatorLink()
      receive(
        subscriber: link.relay { (value: Output) in
          subject.send(value)
        } completion: {
          subject.send(completion: $0)
        })
      return AnyCancellable(link)
    }

    /// Wraps this publisher with a type eraser, to hide its type from a public interface.
    ///
    /// ```swift
    /// var contentPublisher: AnyPublisher<String, Never> { $content.eraseToAnyPublisher() }
    /// ```
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  }

  /// A namespace for types that serve as publishers: the operators' results
  /// (`Publishers.Map`, `Publishers.Debounce`…) and `Publishers.Sequence`.
  ///
  /// ```swift
  /// let doubled: Publishers.Map<Just<Int>, Int> = Just(2).map { $0 * 2 }
  /// ```
  public enum Publishers {}
#endif
