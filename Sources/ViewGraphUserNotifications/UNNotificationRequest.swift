#if !canImport(UserNotifications)
  import Foundation

  /// A notification to schedule: an identifier, its content and when it fires.
  ///
  /// ```swift
  /// UNNotificationRequest(identifier: "water", content: content,
  ///   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false))
  /// ```
  open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
      self.identifier = identifier
      self.content = content
      self.trigger = trigger
    }
  }

  /// When a notification fires.
  open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
  }

  /// Fires after a time interval.
  open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
      self.timeInterval = timeInterval
      super.init(repeats: repeats)
    }
    /// When it would next fire, from now.
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
  }

  /// Fires at the dates that match some date components.
  open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
      self.dateComponents = dateComponents
      super.init(repeats: repeats)
    }
    /// The next date that matches the components.
    open func nextTriggerDate() -> Date? {
      Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
  }

  /// A delivered notification.
  open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    @_spi(Inspection) public init(request: UNNotificationRequest, date: Date) {
      self.request = request
      self.date = date
    }
  }

  /// The user's answer to a notification.
  open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
    public let notification: UNNotification
    public let actionIdentifier: String
    @_spi(Inspection) public init(notification: UNNotification, actionIdentifier: String) {
      self.notification = notification
      self.actionIdentifier = actionIdentifier
    }
  }
#endif
