#if !canImport(UserNotifications)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// The app's notification center. Headlessly it delivers nothing: it keeps the pending
  /// requests for the whole test process, and records each scheduling and authorization
  /// prompt on the host whose work made it (S263).
  ///
  /// ```swift
  /// try await UNUserNotificationCenter.current().add(request)
  /// #expect(await UNUserNotificationCenter.current().pendingNotificationRequests().map(\.identifier) == ["water"])
  /// ```
  open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var status = UNAuthorizationStatus.notDetermined
    private var grants = true
    private var badge = 0

    /// Hears about deliveries a test plays.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    override private init() {}

    /// The app's center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks the user to allow notifications: granted unless a test said the user refuses
    /// (``grantsAuthorization``).
    open func requestAuthorization(
      options: UNAuthorizationOptions = [],
      completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      recordSystemRequest(.requestNotificationAuthorization)
      let granted = lock.withLock {
        status = grants ? .authorized : .denied
        return grants
      }
      completionHandler(granted, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
      recordSystemRequest(.requestNotificationAuthorization)
      return lock.withLock {
        status = grants ? .authorized : .denied
        return grants
      }
    }

    /// Schedules a notification, replacing a pending one with the same identifier.
    open func add(
      _ request: UNNotificationRequest,
      withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      schedule(request)
      completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws { schedule(request) }

    private func schedule(_ request: UNNotificationRequest) {
      recordSystemRequest(.scheduleNotification(identifier: request.identifier))
      lock.withLock {
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
      }
    }

    open func getPendingNotificationRequests(
      completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {
      completionHandler(lock.withLock { pending })
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
      lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

    /// Nothing is delivered headlessly, so there is nothing to remove.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void)
    {
      completionHandler(UNNotificationSettings(authorizationStatus: lock.withLock { status }))
    }

    open func notificationSettings() async -> UNNotificationSettings {
      UNNotificationSettings(authorizationStatus: lock.withLock { status })
    }

    open func setBadgeCount(
      _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      lock.withLock { badge = newBadgeCount }
      completionHandler?(nil)
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws { lock.withLock { badge = newBadgeCount } }
  }

  @_spi(Inspection)
  extension UNUserNotificationCenter {
    /// Whether the user allows notifications when asked; `true` until a test says otherwise.
    public var grantsAuthorization: Bool {
      get { lock.withLock { grants } }
      set { lock.withLock { grants = newValue } }
    }

    /// The badge the app set last.
    public var badgeCount: Int { lock.withLock { badge } }

    /// Forgets every pending request and the user's answer, for the next test.
    public func reset() {
      lock.withLock {
        pending = []
        status = .notDetermined
        grants = true
        badge = 0
      }
    }
  }
#endif
