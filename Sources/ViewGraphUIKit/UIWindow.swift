#if !canImport(UIKit)
  import Foundation

  /// A window, as UIKit declares it: its root view controller and key state are kept, nothing
  /// is shown. Apps written before SwiftUI's `App` make one in their scene delegate.
  ///
  /// ```swift
  /// let window = UIWindow(windowScene: windowScene)
  /// window.rootViewController = UIHostingController(rootView: ContentView())
  /// window.makeKeyAndVisible()
  /// ```
  @preconcurrency @MainActor
  open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open weak var windowScene: UIWindowScene?
    open private(set) var isKeyWindow = false

    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init(frame: UIScreen.main.bounds)
      windowScene.windows.append(self)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func makeKeyAndVisible() {
      isKeyWindow = true
      isHidden = false
    }

    open func makeKey() { isKeyWindow = true }
  }

  /// A scene, as UIKit declares it: a headless host connects none, so
  /// `UIApplication.shared.connectedScenes` is empty unless an app's code makes one.
  @preconcurrency @MainActor
  open class UIScene: UIResponder {
    /// Whether a scene is in the foreground.
    public enum ActivationState: Int, Sendable {
      case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What a scene was connected with (URLs, activities); empty here.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {}

    public let session: UISceneSession
    open var delegate: (any UISceneDelegate)?
    open var activationState: ActivationState = .unattached
    open var title: String!

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      self.session = session
      super.init()
    }
  }

  /// A scene with windows.
  @preconcurrency @MainActor
  open class UIWindowScene: UIScene {
    open fileprivate(set) var windows: [UIWindow] = []
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
  }

  /// A scene's session, as UIKit declares it.
  @preconcurrency @MainActor
  open class UISceneSession: NSObject {
    public let persistentIdentifier: String
    open var userInfo: [String: Any]?

    public override init() {
      persistentIdentifier = UUID().uuidString
      super.init()
    }
  }

  /// What a scene tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
  }

  extension UISceneDelegate {
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
  }

  /// What a window scene tells its delegate; it keeps the scene's window.
  @preconcurrency @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
  }

  /// What the app tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func application(
      _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(
      _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  }

  extension UIApplicationDelegate {
    public func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func application(
      _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(
      _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
  }

  extension UIApplication {
    /// The keys of the options the app launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
      public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
      public static let remoteNotification = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
  }
#endif
