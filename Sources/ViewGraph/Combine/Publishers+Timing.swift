#if !canImport(Combine)
  import Foundation

  extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific
    /// scheduler.
    ///
    /// ```swift
    /// loader.receive(on: DispatchQueue.main)
    /// ```
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The scheduler the publisher uses to deliver elements.
      public let scheduler: Context
      /// Scheduler options used to customize element delivery.
      public let options: Context.SchedulerOptions?

      /// Creates a publisher that delivers elements on `scheduler`.
      public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.upstream = upstream
        self.scheduler = scheduler
        self.options = options
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (scheduler, options) = (scheduler, options)
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in
              scheduler.schedule(options: options) { if link.isActive { _ = subscriber.receive(value) } }
            },
            completion: { completion in
              scheduler.schedule(options: options) { link.complete(subscriber, with: completion) }
            }))
      }
    }

    /// A publisher that publishes elements only after a specified time interval elapses
    /// between events: the last element of a burst, on the scheduler.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    /// ```
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The amount of time the publisher should wait before publishing an element.
      public let dueTime: Context.SchedulerTimeType.Stride
      /// The scheduler on which this publisher delivers elements.
      public let scheduler: Context
      /// Scheduler options that customize this publisher's delivery of elements.
      public let options: Context.SchedulerOptions?

      /// Creates a publisher that publishes elements only after `dueTime` passes without one.
      public init(
        upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
      ) {
        self.upstream = upstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (scheduler, options, dueTime) = (scheduler, options, dueTime)
        let pending = Pending<Output>()
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in
              let generation = pending.replace(with: value)
              scheduler.schedule(
                after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                options: options
              ) {
                // A later element started a new wait; this one is superseded.
                guard link.isActive, let value = pending.take(ifGeneration: generation) else { return }
                _ = subscriber.receive(value)
              }
            },
            completion: { completion in
              // As Combine's: the element still waiting is dropped, the completion delivered.
              pending.clear()
              scheduler.schedule(options: options) { link.complete(subscriber, with: completion) }
            }))
      }
    }

    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    ///
    /// ```swift
    /// scrollOffsets.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
    /// ```
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher from which this publisher receives elements.
      public let upstream: Upstream
      /// The interval in which to find and emit the most recent element.
      public let interval: Context.SchedulerTimeType.Stride
      /// The scheduler on which to publish elements.
      public let scheduler: Context
      /// Whether to emit the most recent element (else the first) of each interval.
      public let latest: Bool

      /// Creates a publisher that publishes at most one element per `interval`.
      public init(
        upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool
      ) {
        self.upstream = upstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (scheduler, interval, latest) = (scheduler, interval, latest)
        let window = ThrottleWindow<Output>()
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        // At the end of a window, the element kept during it is published and opens the
        // next window; with none kept, the next element is published at once.
        func closeWindow() {
          scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
            guard link.isActive, let value = window.close() else { return }
            _ = subscriber.receive(value)
            closeWindow()
          }
        }
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in
              guard window.open(with: value, keepingLatest: latest) else { return }
              scheduler.schedule {
                guard link.isActive else { return }
                _ = subscriber.receive(value)
              }
              closeWindow()
            },
            completion: { completion in
              window.clear()
              scheduler.schedule { link.complete(subscriber, with: completion) }
            }))
      }
    }

    /// A publisher that delays delivery of elements and completion to the downstream
    /// receiver.
    ///
    /// ```swift
    /// banner.delay(for: .seconds(2), scheduler: RunLoop.main)
    /// ```
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure
      /// The publisher that this publisher receives elements from.
      public let upstream: Upstream
      /// The amount of time to delay.
      public let interval: Context.SchedulerTimeType.Stride
      /// The allowed tolerance in firing delayed events.
      public let tolerance: Context.SchedulerTimeType.Stride
      /// The scheduler to deliver the delayed events.
      public let scheduler: Context
      /// Options relevant to the scheduler's behavior.
      public let options: Context.SchedulerOptions?

      /// Creates a publisher that delays its elements and completion by `interval`.
      public init(
        upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
        tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions? = nil
      ) {
        self.upstream = upstream
        self.interval = interval
        self.tolerance = tolerance
        self.scheduler = scheduler
        self.options = options
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
        let link = OperatorLink()
        subscriber.receive(subscription: link)
        func later(_ action: @escaping () -> Void) {
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
        }
        upstream.receive(
          subscriber: link.relay(
            { (value: Output) in later { if link.isActive { _ = subscriber.receive(value) } } },
            completion: { completion in later { link.complete(subscriber, with: completion) } }))
      }
    }
  }

  /// A debounce's waiting element, numbered so that only the newest wait publishes.
  final class Pending<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var generation = 0

    func replace(with value: Value) -> Int {
      lock.lock()
      defer { lock.unlock() }
      self.value = value
      generation += 1
      return generation
    }

    func take(ifGeneration expected: Int) -> Value? {
      lock.lock()
      defer { lock.unlock() }
      guard generation == expected else { return nil }
      defer { value = nil }
      return value
    }

    func clear() {
      lock.lock()
      value = nil
      generation += 1
      lock.unlock()
    }
  }

  /// A throttle's window: whether one is open, and the element kept for its end.
  final class ThrottleWindow<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var kept: Value?

    /// Opens a window for `value` (true: publish it now), or keeps it for the open one.
    func open(with value: Value, keepingLatest latest: Bool) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      guard isOpen else {
        isOpen = true
        return true
      }
      if latest || kept == nil { kept = value }
      return false
    }

    /// Ends the window: the kept element, which opens the next one, or nil (closed).
    func close() -> Value? {
      lock.lock()
      defer { lock.unlock() }
      guard let value = kept else {
        isOpen = false
        return nil
      }
      kept = nil
      return value
    }

    func clear() {
      lock.lock()
      kept = nil
      lock.unlock()
    }
  }

  extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// ```swift
    /// loader.receive(on: DispatchQueue.main).sink { items = $0 }
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
      -> Publishers.ReceiveOn<Self, S>
    {
      Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Publishes elements only after a specified time interval elapses between events.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    /// ```
    public func debounce<S: Scheduler>(
      for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
      Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes either the most-recent or first element published by the upstream publisher
    /// in the specified time interval.
    ///
    /// ```swift
    /// offsets.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
    /// ```
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
      -> Publishers.Throttle<Self, S>
    {
      Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delays delivery of all output to the downstream receiver by a specified amount of time
    /// on a particular scheduler.
    ///
    /// ```swift
    /// banner.delay(for: .seconds(2), scheduler: RunLoop.main)
    /// ```
    public func delay<S: Scheduler>(
      for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
      options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
      Publishers.Delay(
        upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
        scheduler: scheduler,
        options: options)
    }
  }
#endif
