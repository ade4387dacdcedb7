#if !canImport(Combine)
  import Foundation

  /// A publisher that provides an explicit means of connecting and canceling publication:
  /// it publishes only once connected.
  ///
  /// ```swift
  /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    func connect() -> any Cancellable
  }

  extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher:
    /// it connects with its first subscriber and disconnects when the last one cancels.
    ///
    /// ```swift
    /// Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
  }

  extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// ```swift
    /// let ticks: Publishers.Autoconnect<Timer.TimerPublisher> = timer.autoconnect()
    /// ```
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public final let upstream: Upstream
      private let lock = NSLock()
      private var subscribers = 0
      private var connection: (any Cancellable)?

      /// Creates a publisher that automatically connects to an upstream connectable publisher.
      public init(upstream: Upstream) { self.upstream = upstream }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = OperatorLink()
        link.onCancel = { [self] in release() }
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in _ = subscriber.receive(value) },
            completion: { link.complete(subscriber, with: $0) }))
        lock.lock()
        subscribers += 1
        let connects = subscribers == 1
        lock.unlock()
        if connects {
          let connection = upstream.connect()
          lock.lock()
          self.connection = connection
          lock.unlock()
        }
      }

      private func release() {
        lock.lock()
        subscribers -= 1
        let connection = subscribers == 0 ? self.connection : nil
        if subscribers == 0 { self.connection = nil }
        lock.unlock()
        connection?.cancel()
      }
    }
  }
#endif
