#if !canImport(EventKit)
  import Foundation

  /// What EventKit's calendars, sources, items, alarms and participants have in common. Objects
  /// are not thread-safe, as EventKit's are not; they are `Sendable` so that an app's
  /// completion handlers, which EventKit calls on a queue of its own, may carry them.
  open class EKObject: NSObject, @unchecked Sendable {}
#endif
