#if !canImport(Combine)
  import Foundation

  extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    ///
    /// ```swift
    /// let soon = DispatchQueue.SchedulerTimeType(.now() + 0.3)
    /// ```
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
      /// The dispatch time represented by this type.
      public var dispatchTime: DispatchTime

      /// Creates a dispatch queue time type instance.
      public init(_ time: DispatchTime) { dispatchTime = time }

      /// Returns the distance to another dispatch queue time.
      public func distance(to other: SchedulerTimeType) -> Stride {
        let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
        let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
        return .nanoseconds(Int(end - start))
      }

      /// Returns a dispatch queue scheduler time calculated by advancing this instance's time
      /// by the given interval.
      public func advanced(by n: Stride) -> SchedulerTimeType {
        SchedulerTimeType(dispatchTime + n.timeInterval)
      }

      public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
        lhs.dispatchTime == rhs.dispatchTime
      }

      public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

      /// A type that represents the distance between two values, in nanoseconds.
      ///
      /// ```swift
      /// let wait: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
      /// ```
      public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
        ExpressibleByFloatLiteral
      {
        /// The value of this time interval in nanoseconds.
        public var magnitude: Int

        /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// Creates a dispatch queue time interval from a dispatch time interval.
        public init(_ timeInterval: DispatchTimeInterval) {
          switch timeInterval {
          case .seconds(let s): magnitude = s * 1_000_000_000
          case .milliseconds(let ms): magnitude = ms * 1_000_000
          case .microseconds(let us): magnitude = us * 1_000
          case .nanoseconds(let ns): magnitude = ns
          case .never: magnitude = .max
          @unknown default: magnitude = .max
          }
        }

        /// Creates a dispatch queue time interval from a floating-point seconds value.
        public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
        /// Creates a dispatch queue time interval from an integer seconds value.
        public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }

        public init?<T: BinaryInteger>(exactly source: T) {
          guard let value = Int(exactly: source) else { return nil }
          magnitude = value
        }

        private init(nanoseconds: Int) { magnitude = nanoseconds }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
          Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
        }
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
          Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
        }
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
          Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
        }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
        public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
      }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    ///
    /// ```swift
    /// subject.receive(on: DispatchQueue.global(), options: .init(qos: .utility))
    /// ```
    public struct SchedulerOptions {
      /// The dispatch queue quality of service.
      public var qos: DispatchQoS
      /// The dispatch queue work item flags.
      public var flags: DispatchWorkItemFlags
      /// The dispatch group, if any, that should be used for performing actions.
      public var group: DispatchGroup?

      /// Creates dispatch queue scheduler options.
      public init(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil
      ) {
        self.qos = qos
        self.flags = flags
        self.group = group
      }
    }

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    /// This scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      let hop = SchedulerHop(action: action)
      async(
        group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
        execute: { hop.action() })
    }

    public func schedule(
      after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      let hop = SchedulerHop(action: action)
      asyncAfter(
        deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
        execute: { hop.action() })
    }

    public func schedule(
      after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
      let hop = SchedulerHop(action: action)
      let timer = DispatchSource.makeTimerSource(queue: self)
      timer.schedule(
        deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
      timer.setEventHandler { hop.action() }
      timer.resume()
      return AnyCancellable { timer.cancel() }
    }
  }
#endif
