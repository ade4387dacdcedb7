#if !canImport(EventKit)
  import Foundation

  /// What events and reminders share: a calendar, a title, notes, alarms, as EventKit declares
  /// it. An item is the app's copy: changing it changes nothing on the device until a store
  /// saves it; each fetch hands out fresh copies.
  ///
  /// ```swift
  /// let item = store.calendarItem(withIdentifier: id) as? EKReminder
  /// ```
  open class EKCalendarItem: EKObject, @unchecked Sendable {
    /// The item's identifier, from its creation on.
    open private(set) var calendarItemIdentifier: String
    /// The identifier the calendar's server knows the item by; here its identifier once saved.
    open var calendarItemExternalIdentifier: String! { isSaved ? calendarItemIdentifier : nil }
    open var calendar: EKCalendar!
    open var title: String!
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open private(set) var creationDate: Date?
    open private(set) var lastModifiedDate: Date?
    open var alarms: [EKAlarm]?
    /// The people invited, which apps read and cannot change; none unless a test supplied them.
    open internal(set) var attendees: [EKParticipant]?

    /// Whether the device has the item: it was saved, or fetched.
    var isSaved = false

    init(identifier: String = UUID().uuidString) {
      calendarItemIdentifier = identifier
      super.init()
    }

    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    open var hasAttendees: Bool { !(attendees ?? []).isEmpty }
    /// Whether the item repeats; recurrence rules are not declared here, so never.
    open var hasRecurrenceRules: Bool { false }

    /// Adds `alarm` to the item's alarms.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }

    /// Removes `alarm` (that object) from the item's alarms.
    open func removeAlarm(_ alarm: EKAlarm) {
      alarms?.removeAll { $0 === alarm }
      if alarms?.isEmpty == true { alarms = nil }
    }

    /// A copy with the same identity and properties; subclasses copy their own too.
    func copied() -> EKCalendarItem {
      let copy = EKCalendarItem(identifier: calendarItemIdentifier)
      copy.assignItem(from: self)
      return copy
    }

    /// Takes `other`'s identity and the properties all items have.
    func assignItem(from other: EKCalendarItem) {
      calendarItemIdentifier = other.calendarItemIdentifier
      calendar = other.calendar
      title = other.title
      location = other.location
      notes = other.notes
      url = other.url
      timeZone = other.timeZone
      creationDate = other.creationDate
      lastModifiedDate = other.lastModifiedDate
      alarms = other.alarms?.map { $0.copy() as! EKAlarm }
      attendees = other.attendees?.map { $0.copy() as! EKParticipant }
      isSaved = other.isSaved
    }

    /// Marks the item saved now: its creation date is set the first time.
    func markSaved(at date: Date) {
      if creationDate == nil { creationDate = date }
      lastModifiedDate = date
      isSaved = true
    }
  }
#endif
