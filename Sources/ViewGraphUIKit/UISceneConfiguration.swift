#if !canImport(UIKit)
  import Foundation

  extension UISceneSession {
    /// The role of a scene: the app's window, or an external display's.
    public struct Role: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
      public static let windowExternalDisplayNonInteractive = Role(
        rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role: a headless host's sessions are the app's window's.
    public var role: Role { .windowApplication }
  }

  /// How a scene is made, as UIKit declares it: what an app delegate's
  /// `application(_:configurationForConnecting:options:)` answers. Kept as made; a headless
  /// host connects no scenes.
  @preconcurrency @MainActor
  open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
      self.name = name
      role = sessionRole
    }
  }

  /// A URL the app was asked to open, with how.
  @preconcurrency @MainActor
  open class UIOpenURLContext: NSObject {
    public let url: URL

    /// A context as a test plays a URL arriving.
    public init(url: URL) { self.url = url }
  }

  extension UIApplicationDelegate {
    /// The `@main` entry point of an app delegate. A headless host runs no app, so this only
    /// says how to test its screens.
    @MainActor @preconcurrency
    public static func main() {
      print("\(Self.self): ViewGraph runs no app; mount its screens in a test.")
    }
  }

  /// The entry point `@UIApplicationMain` calls: a headless host runs no app, so it says so
  /// and returns 0.
  @MainActor
  public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
  ) -> Int32 {
    print("\(delegateClassName ?? "UIApplicationMain"): ViewGraph runs no app; mount its screens in a test.")
    return 0
  }
#endif
