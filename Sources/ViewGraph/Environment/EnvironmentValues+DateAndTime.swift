// The calendar and time zone dates below are shown in: the current ones, as SwiftUI's are,
// unless a test or a preview sets others.

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
  /// The calendar views compute dates with: the current one unless set.
  ///
  /// ```swift
  /// @Environment(\.calendar) private var calendar
  /// let isToday = calendar.isDateInToday(entry.date)
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone views show times in: the current one unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
