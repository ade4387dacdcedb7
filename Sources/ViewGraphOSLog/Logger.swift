// What `import OSLog` (and `import os`) give an app's files in a mirror on Linux, where the
// unified log does not exist: `Logger`, `OSLogMessage` with its privacy and formatting
// interpolations, `OSLog`, `OSLogType` and `os_log`, declared as Apple declares them. A
// mirror compiles with `-module-alias OSLog=ViewGraphOSLog`. Messages are not written
// anywhere: a test asserts on state, not on log lines. On Apple platforms this module is
// OSLog itself.
#if canImport(OSLog)
  @_exported import OSLog
#else
  // OSLog's umbrella imports Foundation, so `import OSLog` alone names `Bundle` (S385).
  @_exported import Foundation

  /// A value that writes messages to the unified log (here: drops them).
  ///
  /// ```swift
  /// let logger = Logger(subsystem: "com.example.app", category: "sync")
  /// logger.info("Synced \(count, privacy: .public) items")
  /// ```
  public struct Logger: @unchecked Sendable {
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}
    public init() {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
  }

  /// A log message: a string literal with interpolations that say how private each value is.
  public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
  }

  /// The interpolations a log message accepts.
  public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryInteger>(
      _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
      _ number: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
  }

  /// How private an interpolated value is.
  public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable { case hash, none }
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  }

  /// How an interpolated integer is written.
  public struct OSLogIntegerFormatting: Equatable, Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
    public static func decimal(
      explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int
    )
      -> OSLogIntegerFormatting
    { OSLogIntegerFormatting() }
    public static func hex(
      explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    ) -> OSLogIntegerFormatting { OSLogIntegerFormatting() }
  }

  /// How an interpolated floating-point number is written.
  public struct OSLogFloatFormatting: Equatable, Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false)
      -> OSLogFloatFormatting
    { OSLogFloatFormatting() }
  }

  /// How an interpolated value is padded.
  public struct OSLogStringAlignment: Equatable, Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
      OSLogStringAlignment()
    }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
      OSLogStringAlignment()
    }
  }

  /// The level of a log message.
  public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
  }

  /// A log object, as older code (`os_log`) uses.
  public final class OSLog: NSObject, @unchecked Sendable {
    public init(subsystem: String, category: String) {}
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
  }

  /// Writes a message to the log (here: drops it).
  public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
  public func os_log(
    _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
  ) {}
#endif
