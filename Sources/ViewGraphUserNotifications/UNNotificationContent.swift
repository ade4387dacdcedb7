#if !canImport(UserNotifications)
  import Foundation

  /// What a notification says: title, subtitle, body, badge, sound and user info.
  ///
  /// ```swift
  /// let content = UNMutableNotificationContent()
  /// content.title = "Water the plants"
  /// ```
  open class UNNotificationContent: NSObject, @unchecked Sendable {
    var storedTitle = ""
    var storedSubtitle = ""
    var storedBody = ""
    var storedBadge: NSNumber?
    var storedSound: UNNotificationSound?
    var storedUserInfo: [AnyHashable: Any] = [:]
    var storedCategoryIdentifier = ""
    var storedThreadIdentifier = ""
    var storedInterruptionLevel = UNNotificationInterruptionLevel.active
    var storedRelevanceScore = 0.0
    var storedTargetContentIdentifier: String?

    override public init() {}

    open var title: String { storedTitle }
    open var subtitle: String { storedSubtitle }
    open var body: String { storedBody }
    open var badge: NSNumber? { storedBadge }
    open var sound: UNNotificationSound? { storedSound }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    open var threadIdentifier: String { storedThreadIdentifier }
    /// How urgently the system shows the notification (iOS 15): `.active` by default.
    open var interruptionLevel: UNNotificationInterruptionLevel { storedInterruptionLevel }
    /// How the system ranks the app's notifications in a summary, from 0 to 1 (iOS 15).
    open var relevanceScore: Double { storedRelevanceScore }
    open var targetContentIdentifier: String? { storedTargetContentIdentifier }
  }

  /// Notification content an app fills in before scheduling it.
  open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    override open var title: String {
      get { storedTitle }
      set { storedTitle = newValue }
    }
    override open var subtitle: String {
      get { storedSubtitle }
      set { storedSubtitle = newValue }
    }
    override open var body: String {
      get { storedBody }
      set { storedBody = newValue }
    }
    override open var badge: NSNumber? {
      get { storedBadge }
      set { storedBadge = newValue }
    }
    override open var sound: UNNotificationSound? {
      get { storedSound }
      set { storedSound = newValue }
    }
    override open var userInfo: [AnyHashable: Any] {
      get { storedUserInfo }
      set { storedUserInfo = newValue }
    }
    override open var categoryIdentifier: String {
      get { storedCategoryIdentifier }
      set { storedCategoryIdentifier = newValue }
    }
    override open var threadIdentifier: String {
      get { storedThreadIdentifier }
      set { storedThreadIdentifier = newValue }
    }
    override open var interruptionLevel: UNNotificationInterruptionLevel {
      get { storedInterruptionLevel }
      set { storedInterruptionLevel = newValue }
    }
    override open var relevanceScore: Double {
      get { storedRelevanceScore }
      set { storedRelevanceScore = newValue }
    }
    override open var targetContentIdentifier: String? {
      get { storedTargetContentIdentifier }
      set { storedTargetContentIdentifier = newValue }
    }
  }

  /// How urgently a notification interrupts: whether it lights the screen, plays a sound,
  /// breaks through Focus or the mute switch (iOS 15). Kept on the content, nothing is shown.
  public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
  }

  /// The sound a notification plays.
  open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's name; `"default"` for the system's.
    @_spi(Inspection) public let name: String
    init(name: String) { self.name = name }

    open class var `default`: UNNotificationSound { UNNotificationSound(name: "default") }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: "defaultCritical") }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
  }

  /// The name of a sound file of the app.
  public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
#endif
