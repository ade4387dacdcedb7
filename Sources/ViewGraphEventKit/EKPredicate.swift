#if !canImport(EventKit)
  import Foundation

  /// The predicates an event store makes: what a fetch matches, kept as values the store
  /// reads (EventKit's predicates are its own and cannot be made with a format either).
  final class EKPredicate: NSPredicate {
    enum Query {
      /// Events overlapping the interval, in the calendars (nil: every event calendar).
      case events(start: Date, end: Date, calendars: [String]?)
      /// Reminders in the calendars (nil: every list).
      case reminders(calendars: [String]?)
      /// Incomplete reminders due in the interval (an open bound when nil).
      case incompleteReminders(start: Date?, end: Date?, calendars: [String]?)
      /// Completed reminders completed in the interval (an open bound when nil).
      case completedReminders(start: Date?, end: Date?, calendars: [String]?)
    }

    let query: Query

    init(_ query: Query) {
      self.query = query
      super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the device's `item` matches.
    func matches(_ item: EKCalendarItem) -> Bool {
      switch query {
      case .events(let start, let end, let calendars):
        guard let event = item as? EKEvent, Self.item(event, isIn: calendars),
          let interval = event.interval
        else { return false }
        // Overlapping the interval; an event of no duration, when it starts in it.
        return interval.start < end && (interval.end > start || interval.start >= start)
      case .reminders(let calendars):
        return item is EKReminder && Self.item(item, isIn: calendars)
      case .incompleteReminders(let start, let end, let calendars):
        guard let reminder = item as? EKReminder, !reminder.isCompleted, Self.item(item, isIn: calendars)
        else {
          return false
        }
        return Self.date(reminder.dueDate, isIn: start, end)
      case .completedReminders(let start, let end, let calendars):
        guard let reminder = item as? EKReminder, reminder.isCompleted, Self.item(item, isIn: calendars)
        else {
          return false
        }
        return Self.date(reminder.completionDate, isIn: start, end)
      }
    }

    /// The entity type the predicate fetches.
    var entityType: EKEntityType {
      if case .events = query { return .event }
      return .reminder
    }

    private static func item(_ item: EKCalendarItem, isIn calendars: [String]?) -> Bool {
      guard let calendars else { return true }
      return item.calendar.map { calendars.contains($0.calendarIdentifier) } ?? false
    }

    /// Within the bounds given; with no bound, any date or none.
    private static func date(_ date: Date?, isIn start: Date?, _ end: Date?) -> Bool {
      if start == nil && end == nil { return true }
      guard let date else { return false }
      return (start.map { date >= $0 } ?? true) && (end.map { date < $0 } ?? true)
    }
  }
#endif
