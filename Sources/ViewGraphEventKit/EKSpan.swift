#if !canImport(EventKit)
  /// Which occurrences of a recurring event a save or removal changes.
  ///
  /// ```swift
  /// try store.save(event, span: .thisEvent)
  /// ```
  public enum EKSpan: Int, Sendable {
    case thisEvent = 0
    case futureEvents = 1
  }
#endif
