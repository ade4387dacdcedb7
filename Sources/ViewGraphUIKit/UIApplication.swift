#if !canImport(UIKit)
  import Foundation

  /// The app, as UIKit declares it: what a screen asks of the system through it (opening a
  /// URL, the Settings app) is recorded on the host whose work asked (S180), since a headless
  /// host has no system to hand it to.
  ///
  /// ```swift
  /// Button("Open Settings") {
  ///   UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
  /// }
  /// ```
  @preconcurrency @MainActor
  open class UIApplication: NSObject {
    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Open the URL only if an app (not the browser) handles it.
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app's one instance.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in the Settings app.
    public nonisolated static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings.
    public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

    // The app's lifecycle notifications, which screens observe through
    // `NotificationCenter.default.publisher(for:)`. Nothing posts them headlessly: a test posts
    // one to drive the screen.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
      "UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name(
      "UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")

    /// Whether the screen stays on while the app runs.
    public var isIdleTimerDisabled = false
    /// Whether the app asked to register for remote notifications (S408).
    public private(set) var isRegisteredForRemoteNotifications = false

    /// Asks the system for a device token for push notifications (S408). There is no push
    /// service here: the app is registered, and no token arrives; a test plays one by calling
    /// the app delegate's `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    public func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }

    /// Stops receiving push notifications.
    public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }
    /// The app's delegate, as the app sets it (`@UIApplicationDelegateAdaptor` does on iOS).
    public var delegate: (any UIApplicationDelegate)?
    /// The scenes connected: none in a headless host.
    public var connectedScenes: Set<UIScene> { [] }
    /// The app's windows: none in a headless host.
    public var windows: [UIWindow] { [] }
    /// The app's alternate icon's name; nil for the primary icon.
    public private(set) var alternateIconName: String?
    /// Whether the app can change its icon: true, so icon pickers work.
    public var supportsAlternateIcons: Bool { true }

    /// Asks the system to open `url`: recorded on the host whose work asked (S180); the
    /// completion hears whether a system app could open it (``canOpenURL(_:)``).
    public func open(
      _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      uiKitRequestReceiver?(.open(url))
      completion?(canOpenURL(url))
    }

    /// Asks the system to open `url` and returns whether it could (S180).
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool
    {
      uiKitRequestReceiver?(.open(url))
      return canOpenURL(url)
    }

    /// Whether the system has an app for `url`'s scheme: the browser, Mail, Phone, Messages
    /// and Settings are the ones a headless system has.
    public func canOpenURL(_ url: URL) -> Bool {
      guard let scheme = url.scheme?.lowercased() else { return false }
      return ["http", "https", "mailto", "tel", "sms", "facetime", "app-settings"].contains(scheme)
    }

    /// Changes the app's icon; nil restores the primary one.
    public func setAlternateIconName(
      _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
      self.alternateIconName = alternateIconName
      completionHandler?(nil)
    }

    /// Changes the app's icon; nil restores the primary one.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
      self.alternateIconName = alternateIconName
    }
  }
#endif
