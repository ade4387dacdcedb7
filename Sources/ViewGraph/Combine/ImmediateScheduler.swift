#if !canImport(Combine)
  /// A scheduler for performing synchronous actions: each runs at once, on the current
  /// thread, whatever time it is scheduled for.
  ///
  /// ```swift
  /// subject.receive(on: ImmediateScheduler.shared)
  /// ```
  public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
      /// The increment by which the immediate scheduler counts time.
      public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
        ExpressibleByIntegerLiteral
      {
        /// The value of this time interval.
        public var magnitude: Int
        /// Creates an immediate scheduler time interval from the given time interval.
        public init(_ value: Int) { magnitude = value }
        public init(integerLiteral value: Int) { magnitude = value }
        public init?<T: BinaryInteger>(exactly source: T) {
          guard let value = Int(exactly: source) else { return nil }
          magnitude = value
        }
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        // In nanoseconds, though the scheduler waits for none of them.
        public static func seconds(_ s: Int) -> Stride { Stride(s * 1_000_000_000) }
        public static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1_000_000_000)) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(ms * 1_000_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(us * 1_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
      }

      private let tick: Int
      init(tick: Int) { self.tick = tick }

      /// Returns the distance to another immediate scheduler time.
      public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.tick - tick) }
      /// Advances the time by the specified amount.
      public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(tick: tick + n.magnitude) }
    }

    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// The immediate scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(tick: 0) }
    /// The minimum tolerance allowed by the immediate scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    public func schedule(
      after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      action()
    }

    public func schedule(
      after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
      action()
      return AnyCancellable {}
    }
  }
#endif
