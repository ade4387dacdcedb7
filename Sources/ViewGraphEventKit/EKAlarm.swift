#if !canImport(EventKit)
  import Foundation

  /// Whether an alarm fires on arriving at or leaving a location.
  public enum EKAlarmProximity: Int, Sendable {
    case none = 0
    case enter = 1
    case leave = 2
  }

  /// An alarm of an event or a reminder, at a date or an offset from its start, as EventKit
  /// declares it. Nothing fires: the alarm is kept with its item.
  ///
  /// ```swift
  /// reminder.addAlarm(EKAlarm(absoluteDate: dueDate))
  /// ```
  open class EKAlarm: EKObject, NSCopying, @unchecked Sendable {
    /// Seconds from the item's start (negative: before it); ignored with an absolute date.
    open var relativeOffset: TimeInterval
    /// When the alarm fires; setting it clears the offset.
    open var absoluteDate: Date? {
      didSet { if absoluteDate != nil { relativeOffset = 0 } }
    }
    open var proximity: EKAlarmProximity = .none

    /// An alarm at `date`.
    public init(absoluteDate date: Date) {
      relativeOffset = 0
      absoluteDate = date
      super.init()
    }

    /// An alarm `offset` seconds from the item's start.
    public init(relativeOffset offset: TimeInterval) {
      relativeOffset = offset
      absoluteDate = nil
      super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = absoluteDate.map { EKAlarm(absoluteDate: $0) } ?? EKAlarm(relativeOffset: relativeOffset)
      copy.proximity = proximity
      return copy
    }
  }
#endif
