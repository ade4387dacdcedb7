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

  /// A URL the app was asked to open, with how.
  @preconcurrency @MainActor
  open class UIOpenURLContext: NSObject {
    public let url: URL

    /// A context as a test plays a URL arriving.
    public init(url: URL) { self.url = url }
  }

  // `UISceneConfiguration` is left out on purpose: an app delegate marked `@UIApplicationMain`
  // that type-checks makes the Linux compiler crash while it emits the entry point (it looks
  // UIApplicationMain up in a module named UIKit, which an alias does not provide), taking the
  // whole app's check down. Without it, such a file fails on its scene configuration and is
  // left out alone, as before.
  extension UIApplicationDelegate {
    /// The `@main` entry point of an app delegate. A headless host runs no app, so this only
    /// says how to test its screens.
    @MainActor @preconcurrency
    public static func main() {
      print("\(Self.self): ViewGraph runs no app; mount its screens in a test.")
    }
  }
#endif
