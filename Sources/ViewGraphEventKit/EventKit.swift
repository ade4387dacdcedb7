// `import EventKit` in a mirror on Linux (`-module-alias EventKit=ViewGraphEventKit`): the
// event store an app asks for access to the person's calendars and reminders, and the
// events, reminders, calendars and sources it reads and writes (S389, S390). There is no
// calendar database and no person: each test has its own device, whose authorization, answer
// to the access prompt, calendars and items a test supplies (`EKEventStore.supplied`,
// `EKEventStore.deviceStore()`, inspection SPI). On Apple platforms this module is EventKit
// itself.
#if canImport(EventKit)
  @_exported import EventKit
#endif
#if !canImport(EventKit)
  @_exported import ViewGraphFoundationGaps
  import Foundation

  /// The domain of EventKit's errors.
  public let EKErrorDomain = "EKErrorDomain"

  extension NSNotification.Name {
    /// Posted when the calendar database changes: an app's own save, removal or commit, or
    /// another app's (here, `EKEventStore.deviceStore()`'s). It does not say what changed:
    /// observers fetch again.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: nil, queue: .main) { _ in
    ///   Task { await model.reload() }
    /// }
    /// ```
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
  }
#endif
