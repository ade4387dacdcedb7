#if !canImport(EventKit)
  import Foundation

  /// Whether an event's time shows as busy.
  public enum EKEventAvailability: Int, Sendable {
    case notSupported = -1
    case busy = 0
    case free = 1
    case tentative = 2
    case unavailable = 3
  }

  /// Whether an event's organizer confirmed or canceled it.
  public enum EKEventStatus: Int, Sendable {
    case none = 0
    case confirmed = 1
    case tentative = 2
    case canceled = 3
  }

  /// An event in a calendar, as EventKit declares it. An app creates one in a store, sets its
  /// calendar and dates, and saves it (``EKEventStore/save(_:span:)``); events a store fetches
  /// are fresh copies of the device's.
  ///
  /// ```swift
  /// let event = EKEvent(eventStore: store)
  /// event.title = "Standup"
  /// event.startDate = start
  /// event.endDate = start.addingTimeInterval(15 * 60)
  /// event.calendar = store.defaultCalendarForNewEvents
  /// try store.save(event, span: .thisEvent)
  /// ```
  open class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// The event's identifier, once it is saved.
    open private(set) var eventIdentifier: String!
    open var isAllDay = false
    open var startDate: Date!
    open var endDate: Date!
    open var availability: EKEventAvailability = .busy
    open private(set) var status: EKEventStatus = .none
    /// The organizer, which apps read and cannot change; none unless a test supplied one.
    open internal(set) var organizer: EKParticipant?
    /// The contact whose birthday a birthday calendar's event is; nil for other events.
    open private(set) var birthdayContactIdentifier: String?

    /// A new event in `eventStore`, with no calendar or dates until they are set.
    public init(eventStore: EKEventStore) { super.init() }

    init(copying other: EKEvent) {
      super.init(identifier: other.calendarItemIdentifier)
      assignItem(from: other)
      eventIdentifier = other.eventIdentifier
      isAllDay = other.isAllDay
      startDate = other.startDate
      endDate = other.endDate
      availability = other.availability
      status = other.status
      organizer = other.organizer?.copy() as? EKParticipant
      birthdayContactIdentifier = other.birthdayContactIdentifier
    }

    /// The occurrence's start: an event that does not repeat has one occurrence.
    open var occurrenceDate: Date! { startDate }

    /// Whether the occurrence was changed apart from its series; no event repeats here.
    open var isDetached: Bool { false }

    /// Orders two events by their start dates.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
      (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
    }

    override func copied() -> EKCalendarItem { EKEvent(copying: self) }

    override func markSaved(at date: Date) {
      super.markSaved(at: date)
      eventIdentifier = "\(calendar?.calendarIdentifier ?? ""):\(calendarItemIdentifier)"
    }

    /// The event's start and end, when it has both.
    var interval: (start: Date, end: Date)? {
      guard let startDate, let endDate else { return nil }
      return (startDate, endDate)
    }
  }
#endif
