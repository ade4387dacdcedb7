import Foundation

// Apple's Foundation writes durations with DateComponentsFormatter ("1:01:40", "1h 1m");
// swift-corelibs-foundation declares it unavailable. ViewGraph's class shadows that
// declaration for a file that imports SwiftUI (a module's own declarations win over those of
// the modules it imports), and formats with the ICU-backed `Duration` format styles.
#if !canImport(Darwin)
  /// Writes a duration: positionally ("1:01:40") or with units ("1 hour, 1 minute").
  ///
  /// ```swift
  /// let formatter = DateComponentsFormatter()
  /// formatter.allowedUnits = [.hour, .minute]
  /// formatter.unitsStyle = .abbreviated
  /// formatter.string(from: 3_700)  // "1h 1m"
  /// ```
  open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
      case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which zero units are shown.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let none = ZeroFormattingBehavior([])
      public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
      public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
      public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar? = .autoupdatingCurrent
    open var referenceDate: Date?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// `timeInterval` written in the allowed units.
    open func string(from timeInterval: TimeInterval) -> String? {
      let seconds = Int64(timeInterval.rounded(.towardZero))
      let duration = Duration.seconds(seconds)
      let units = allowedDurationUnits
      guard !units.isEmpty else { return nil }
      if unitsStyle == .positional {
        if units.contains(.hours) && (seconds >= 3600 || zeroFormattingBehavior.contains(.pad)) {
          return duration.formatted(
            .time(pattern: units.contains(.seconds) ? .hourMinuteSecond : .hourMinute))
        }
        return duration.formatted(.time(pattern: .minuteSecond))
      }
      let width: Duration.UnitsFormatStyle.UnitWidth =
        switch unitsStyle {
        case .abbreviated: .narrow
        case .short: .abbreviated
        case .brief: .condensedAbbreviated
        default: .wide
        }
      let text = duration.formatted(
        .units(
          allowed: units, width: width, maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
          zeroValueUnits: zeroFormattingBehavior.contains(.pad) ? .show(length: 1) : .hide,
          fractionalPart: .hide(rounded: .towardZero)))
      return includesTimeRemainingPhrase
        ? "\(text) remaining" : includesApproximationPhrase ? "About \(text)" : text
    }

    /// `components` written in the allowed units.
    open func string(from components: DateComponents) -> String? {
      let seconds =
        (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60
        + (components.second ?? 0)
      return string(from: TimeInterval(seconds))
    }

    /// The time between two dates written in the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
      string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
      if let interval = obj as? TimeInterval { return string(from: interval) }
      if let components = obj as? DateComponents { return string(from: components) }
      return nil
    }

    /// `components` written in `unitsStyle` with the default units.
    public class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
      let formatter = DateComponentsFormatter()
      formatter.unitsStyle = unitsStyle
      return formatter.string(from: components)
    }

    private var allowedDurationUnits: Set<Duration.UnitsFormatStyle.Unit> {
      var units: Set<Duration.UnitsFormatStyle.Unit> = []
      if allowedUnits.contains(.day) { units.insert(.days) }
      if allowedUnits.contains(.weekOfMonth) { units.insert(.weeks) }
      if allowedUnits.contains(.hour) { units.insert(.hours) }
      if allowedUnits.contains(.minute) { units.insert(.minutes) }
      if allowedUnits.contains(.second) { units.insert(.seconds) }
      return units
    }
  }
#endif
