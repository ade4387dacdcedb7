#if !canImport(EventKit)
  import Foundation

  /// Why EventKit refused a save, a removal or a commit, as EventKit declares it.
  ///
  /// ```swift
  /// catch let error as EKError where error.code == .eventStoreNotAuthorized { askForAccess() }
  /// ```
  public struct EKError: CustomNSError, Hashable, Error, Sendable {
    public enum Code: Int, Sendable {
      case eventNotMutable = 0
      case noCalendar = 1
      case noStartDate = 2
      case noEndDate = 3
      case datesInverted = 4
      case internalFailure = 5
      case calendarReadOnly = 6
      case durationGreaterThanRecurrence = 7
      case alarmGreaterThanRecurrence = 8
      case startDateTooFarInFuture = 9
      case startDateCollidesWithOtherOccurrence = 10
      case objectBelongsToDifferentStore = 11
      case invitesCannotBeMoved = 12
      case invalidSpan = 13
      case calendarHasNoSource = 14
      case calendarSourceCannotBeModified = 15
      case calendarIsImmutable = 16
      case sourceDoesNotAllowCalendarAddDelete = 17
      case recurringReminderRequiresDueDate = 18
      case structuredLocationsNotSupported = 19
      case reminderLocationsNotSupported = 20
      case alarmProximityNotSupported = 21
      case calendarDoesNotAllowEvents = 22
      case calendarDoesNotAllowReminders = 23
      case sourceDoesNotAllowReminders = 24
      case sourceDoesNotAllowEvents = 25
      case priorityIsInvalid = 26
      case invalidEntityType = 27
      case procedureAlarmsNotMutable = 28
      case eventStoreNotAuthorized = 29
      case osNotSupported = 30
      case invalidInviteReplyCalendar = 31
      case notificationsCollectionFlagNotSet = 32
      case sourceMismatch = 33
      case notificationCollectionMismatch = 34
      case notificationSavedWithoutCollection = 35
      case reminderAlarmContainsEmailAction = 36
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var eventNotMutable: Code { .eventNotMutable }
    public static var noCalendar: Code { .noCalendar }
    public static var noStartDate: Code { .noStartDate }
    public static var noEndDate: Code { .noEndDate }
    public static var datesInverted: Code { .datesInverted }
    public static var internalFailure: Code { .internalFailure }
    public static var calendarReadOnly: Code { .calendarReadOnly }
    public static var invalidSpan: Code { .invalidSpan }
    public static var calendarHasNoSource: Code { .calendarHasNoSource }
    public static var calendarIsImmutable: Code { .calendarIsImmutable }
    public static var calendarDoesNotAllowEvents: Code { .calendarDoesNotAllowEvents }
    public static var calendarDoesNotAllowReminders: Code { .calendarDoesNotAllowReminders }
    public static var invalidEntityType: Code { .invalidEntityType }
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }
    public static var osNotSupported: Code { .osNotSupported }
    public static var sourceMismatch: Code { .sourceMismatch }
  }
#endif
