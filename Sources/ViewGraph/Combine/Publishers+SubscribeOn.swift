#if !canImport(Combine)
  extension Publishers {
    /// A publisher that subscribes to its upstream on a specific scheduler: the upstream's
    /// work (a request, a file read) starts there, and its values arrive wherever the
    /// upstream sends them.
    ///
    /// ```swift
    /// API.shared.request(endpoint).subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
    /// ```
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The scheduler the publisher uses to subscribe to the upstream.
      public let scheduler: Context
      /// Scheduler options used to customize the subscription.
      public let options: Context.SchedulerOptions?

      /// Creates a publisher that subscribes to `upstream` on `scheduler`.
      public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.upstream = upstream
        self.scheduler = scheduler
        self.options = options
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let upstream = upstream
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        scheduler.schedule(options: options) {
          guard link.isActive else { return }
          upstream.receive(
            subscriber: link.relay(
              { (value: Output) in if link.isActive { _ = subscriber.receive(value) } },
              completion: { link.complete(subscriber, with: $0) }))
        }
      }
    }
  }

  extension Publisher {
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    ///
    /// ```swift
    /// loader.subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
      -> Publishers.SubscribeOn<Self, S>
    {
      Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
  }
#endif
