#if !canImport(AVFoundation)
  /// A time as a rational number of seconds, as Core Media declares it (AVFoundation brings
  /// it along).
  public struct CMTime: Hashable, Comparable, Sendable {
    public var value: Int64
    public var timescale: Int32
    /// Whether the time is a number (not ``indefinite`` or ``invalid``).
    public var isNumeric: Bool
    public var isIndefinite: Bool { !isNumeric && timescale == 0 && value == 1 }

    public init(value: Int64, timescale: Int32) {
      self.value = value
      self.timescale = timescale
      isNumeric = timescale > 0
    }

    /// `seconds` rounded to the nearest `1 / preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
      self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    /// The time in seconds; NaN for a time that is not a number.
    public var seconds: Double { isNumeric ? Double(value) / Double(timescale) : .nan }

    public static let zero = CMTime(value: 0, timescale: 1)
    /// The unknown time of a stream or of an item not loaded.
    public static let indefinite = CMTime(nonNumeric: 1)
    public static let invalid = CMTime(nonNumeric: 0)
    public static let positiveInfinity = CMTime(nonNumeric: 2)

    private init(nonNumeric marker: Int64) {
      value = marker
      timescale = 0
      isNumeric = false
    }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
      CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
      CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }
  }

  /// `CMTimeMake(value:timescale:)`.
  public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale)
  }
  /// `CMTimeMakeWithSeconds(_:preferredTimescale:)`.
  public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
  }
  /// The time in seconds.
  public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
#endif
