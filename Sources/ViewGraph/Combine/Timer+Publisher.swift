#if !canImport(Combine)
  import Foundation

  extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// ```swift
    /// .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
    /// ```
    public static func publish(
      every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
      in mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
      TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval, once
    /// connected.
    ///
    /// ```swift
    /// let timer = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .common)
    /// ```
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
      public typealias Output = Date
      public typealias Failure = Never
      /// The interval between the dates it emits, in seconds.
      public let interval: TimeInterval
      /// The tolerance of the timer.
      public let tolerance: TimeInterval?
      /// The run loop the timer runs on.
      public let runLoop: RunLoop
      /// The run loop mode.
      public let mode: RunLoop.Mode
      /// The scheduler options.
      public let options: RunLoop.SchedulerOptions?
      private let core = SubjectCore<Date, Never>()
      private let lock = NSLock()
      private var connection: (any Cancellable)?

      /// Creates a publisher that repeatedly emits the current date on the given interval.
      public init(
        interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
      ) {
        self.interval = interval
        self.tolerance = tolerance
        self.runLoop = runLoop
        self.mode = mode
        self.options = options
      }

      public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        core.attach(subscriber)
      }

      /// Starts the timer; cancelling what it returns stops it.
      public func connect() -> any Cancellable {
        lock.lock()
        defer { lock.unlock() }
        if let connection { return AnyCancellable { connection.cancel() } }
        let core = core
        let ticking = runLoop.schedule(
          after: runLoop.now.advanced(by: .init(interval)), interval: .init(interval),
          tolerance: .init(tolerance ?? 0), options: options
        ) { core.send(Date()) }
        let connection = AnyCancellable { [weak self] in
          ticking.cancel()
          self?.disconnect()
        }
        self.connection = connection
        return connection
      }

      private func disconnect() {
        lock.lock()
        connection = nil
        lock.unlock()
      }
    }
  }
#endif
