#if !canImport(EventKit)
  import Foundation

  /// A reminder's priority, as the `priority` integer holds it.
  public enum EKReminderPriority: UInt, Sendable {
    case none = 0
    case high = 1
    case medium = 5
    case low = 9
  }

  /// A reminder in a list, as EventKit declares it. Completing it sets its completion date to
  /// now; a store saves it with ``EKEventStore/save(_:commit:)``.
  ///
  /// ```swift
  /// let reminder = EKReminder(eventStore: store)
  /// reminder.title = "Buy milk"
  /// reminder.calendar = store.defaultCalendarForNewReminders()
  /// reminder.dueDateComponents = Calendar.current.dateComponents([.year, .month, .day], from: .now)
  /// try store.save(reminder, commit: true)
  /// ```
  open class EKReminder: EKCalendarItem, @unchecked Sendable {
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    /// When the reminder was completed; nil while it is not.
    open var completionDate: Date?
    /// 0 for none, 1 (highest) to 9 (lowest).
    open var priority = 0

    /// A new reminder in `eventStore`, with no list until its calendar is set.
    public init(eventStore: EKEventStore) { super.init() }

    init(copying other: EKReminder) {
      super.init(identifier: other.calendarItemIdentifier)
      assignItem(from: other)
      startDateComponents = other.startDateComponents
      dueDateComponents = other.dueDateComponents
      completionDate = other.completionDate
      priority = other.priority
    }

    /// Whether the reminder is done: completing it sets its completion date to now, and
    /// reopening it clears the date.
    open var isCompleted: Bool {
      get { completionDate != nil }
      set {
        if newValue, completionDate == nil { completionDate = Date() }
        if !newValue { completionDate = nil }
      }
    }

    override func copied() -> EKCalendarItem { EKReminder(copying: self) }

    /// The due date the components name, in their calendar or the current one.
    var dueDate: Date? {
      dueDateComponents.flatMap { ($0.calendar ?? Calendar.current).date(from: $0) }
    }
  }
#endif
