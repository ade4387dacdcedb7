#if !canImport(EventKit)
  import Foundation
  import ViewGraphCoreGraphics
  import ViewGraphFoundationGaps

  /// The device's calendar database and privacy settings in the running test (S353): what the
  /// person allowed, their answer when asked, and the sources, calendars and items every store
  /// reads. Calendars and items are the device's own copies, never handed out: a store copies
  /// them out on fetch and in on save.
  struct EKDevice: Sendable {
    var status: [EKEntityType: EKAuthorizationStatus] = [:]
    var answers: [EKEntityType: EKAccessAnswer] = [:]
    var requests: [EKAccessRequest] = []
    var sources: [EKSource]
    var calendars: [EKCalendar]
    var items: [EKCalendarItem] = []
    var defaultCalendarIDs: [EKEntityType: String]

    /// A device as a new one is: a local source with a calendar and a reminders list, the
    /// defaults for new items.
    init() {
      let local = EKSource(title: "Default", sourceType: .local)
      let calendar = EKCalendar(
        title: "Calendar", for: .event, source: local,
        cgColor: CGColor(red: 0.8, green: 0.2, blue: 0.3, alpha: 1))
      let reminders = EKCalendar(
        title: "Reminders", for: .reminder, source: local,
        cgColor: CGColor(red: 1, green: 0.6, blue: 0, alpha: 1))
      sources = [local]
      calendars = [calendar, reminders]
      defaultCalendarIDs = [.event: calendar.calendarIdentifier, .reminder: reminders.calendarIdentifier]
    }

    func status(for type: EKEntityType) -> EKAuthorizationStatus { status[type] ?? .notDetermined }

    func calendar(_ identifier: String) -> EKCalendar? {
      calendars.first { $0.calendarIdentifier == identifier }
    }

    /// Puts a copy of `calendar` in, replacing the one with its identifier.
    mutating func keep(_ calendar: EKCalendar) {
      let copy = calendar.copied()
      if let at = calendars.firstIndex(where: { $0.calendarIdentifier == calendar.calendarIdentifier }) {
        calendars[at] = copy
      } else {
        calendars.append(copy)
      }
    }

    /// Puts a copy of `item` in, replacing the one with its identifier.
    mutating func keep(_ item: EKCalendarItem) {
      let copy = item.copied()
      if let at = items.firstIndex(where: { $0.calendarItemIdentifier == item.calendarItemIdentifier }) {
        items[at] = copy
      } else {
        items.append(copy)
      }
    }

    /// Removes a calendar and the items in it, as EventKit does.
    mutating func removeCalendar(_ identifier: String) {
      calendars.removeAll { $0.calendarIdentifier == identifier }
      items.removeAll { $0.calendar?.calendarIdentifier == identifier }
      for (type, id) in defaultCalendarIDs where id == identifier { defaultCalendarIDs[type] = nil }
    }

    static let current = TestScoped(EKDevice())
  }

  /// What the person answers when the app asks for access to their events or reminders.
  @_spi(Inspection)
  public enum EKAccessAnswer: Sendable, Equatable {
    /// The person allows what was asked: full access, or write-only access to events.
    case allows
    /// The person does not allow access.
    case denies
  }

  /// One access prompt the app showed, kept in the order asked.
  @_spi(Inspection)
  public struct EKAccessRequest: Sendable, Equatable, CustomStringConvertible {
    public var entityType: EKEntityType
    /// Whether the app asked to write events only.
    public var isWriteOnly: Bool

    public init(_ entityType: EKEntityType, writeOnly: Bool = false) {
      self.entityType = entityType
      isWriteOnly = writeOnly
    }

    public var description: String {
      isWriteOnly
        ? "write-only access to events" : "full access to \(entityType == .event ? "events" : "reminders")"
    }
  }
#endif
