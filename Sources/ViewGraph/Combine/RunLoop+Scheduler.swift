#if !canImport(Combine)
  import Foundation

  extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    ///
    /// ```swift
    /// let soon = RunLoop.SchedulerTimeType(Date(timeIntervalSinceNow: 0.3))
    /// ```
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
      /// The date represented by this type.
      public var date: Date

      /// Initializes a run loop scheduler time with the given date.
      public init(_ date: Date) { self.date = date }

      /// Returns the distance to another run loop scheduler time.
      public func distance(to other: SchedulerTimeType) -> Stride {
        Stride(other.date.timeIntervalSince(date))
      }

      /// Returns a run loop scheduler time calculated by advancing this instance's time by the
      /// given interval.
      public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date + n.magnitude) }

      /// A type that represents the distance between two values, in seconds.
      ///
      /// ```swift
      /// let wait: RunLoop.SchedulerTimeType.Stride = .milliseconds(300)
      /// ```
      public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
        ExpressibleByFloatLiteral
      {
        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval
        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a run loop time interval from the given time interval, in seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// Creates a run loop time interval from a floating-point seconds value.
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        /// Creates a run loop time interval from an integer seconds value.
        public init(integerLiteral value: TimeInterval) { magnitude = value }

        public init?<T: BinaryInteger>(exactly source: T) {
          guard let value = TimeInterval(exactly: source) else { return nil }
          magnitude = value
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
      }
    }

    /// Options that affect the operation of the run loop scheduler (none).
    ///
    /// ```swift
    /// subject.receive(on: RunLoop.main, options: nil)
    /// ```
    public struct SchedulerOptions: Sendable {}

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
    /// This scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    // The main run loop's actions go to the main queue: both run on the main thread, and a
    // Linux process serving the main queue (Swift concurrency's main actor, `dispatchMain`)
    // does not spin `RunLoop.main`, which drains that queue whenever it does run.
    private var isMain: Bool { self === RunLoop.main }

    private func dispatchTime(for date: SchedulerTimeType) -> DispatchTime {
      .now() + max(0, date.date.timeIntervalSinceNow)
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      let hop = SchedulerHop(action: action)
      if isMain {
        DispatchQueue.main.async { hop.action() }
      } else {
        perform { hop.action() }
      }
    }

    public func schedule(
      after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      let hop = SchedulerHop(action: action)
      if isMain {
        DispatchQueue.main.asyncAfter(deadline: dispatchTime(for: date)) { hop.action() }
      } else {
        add(Timer(fire: date.date, interval: 0, repeats: false) { _ in hop.action() }, forMode: .default)
      }
    }

    public func schedule(
      after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
      if isMain {
        return DispatchQueue.main.schedule(
          after: DispatchQueue.SchedulerTimeType(dispatchTime(for: date)),
          interval: .seconds(interval.magnitude),
          tolerance: .seconds(tolerance.magnitude), options: nil, action)
      }
      let hop = SchedulerHop(action: action)
      let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in hop.action() }
      timer.tolerance = tolerance.magnitude
      add(timer, forMode: .default)
      let invalidate = SchedulerHop { timer.invalidate() }
      return AnyCancellable { invalidate.action() }
    }
  }
#endif
