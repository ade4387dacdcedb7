#if !canImport(AppKit)
  import Foundation

  /// What the app tells its delegate, as AppKit declares it; every method is optional. An app
  /// with SwiftUI's lifecycle names its delegate with `@NSApplicationDelegateAdaptor`, which
  /// makes it once and launches it before the app's body runs (S332).
  ///
  /// ```swift
  /// final class AppDelegate: NSObject, NSApplicationDelegate {
  ///   func applicationDidFinishLaunching(_ notification: Notification) { Analytics.start() }
  /// }
  /// ```
  @preconcurrency @MainActor
  public protocol NSApplicationDelegate: NSObjectProtocol {
    func applicationWillFinishLaunching(_ notification: Notification)
    func applicationDidFinishLaunching(_ notification: Notification)
    func applicationDidBecomeActive(_ notification: Notification)
    func applicationDidResignActive(_ notification: Notification)
    func applicationWillTerminate(_ notification: Notification)
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool
    func application(_ application: NSApplication, open urls: [URL])
  }

  extension NSApplicationDelegate {
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    public func applicationDidBecomeActive(_ notification: Notification) {}
    public func applicationDidResignActive(_ notification: Notification) {}
    public func applicationWillTerminate(_ notification: Notification) {}
    public func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
      .terminateNow
    }
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
    public func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool {
      true
    }
    public func application(_ application: NSApplication, open urls: [URL]) {}
  }

  /// The entry point `@NSApplicationMain` calls, as AppKit declares it. A headless host runs no
  /// app, so it only says how to test the app's screens. It is here so that a module holding an
  /// `@NSApplicationMain` delegate links: a mirror renames that module's entry point, and the
  /// renamed one still names this function.
  ///
  /// ```swift
  /// @NSApplicationMain
  /// final class AppDelegate: NSObject, NSApplicationDelegate {}
  /// ```
  @_cdecl("NSApplicationMain")
  public func NSApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> Int32 {
    print("ViewGraph runs no app; mount its screens in a test.")
    return 0
  }

  extension NSApplication {
    /// What a delegate answers when asked whether the app may quit.
    public enum TerminateReply: UInt, Sendable {
      case terminateCancel = 0
      case terminateNow = 1
      case terminateLater = 2
    }

    /// Posted before the app's delegate hears `applicationWillFinishLaunching(_:)`.
    public nonisolated static let willFinishLaunchingNotification = Notification.Name(
      "NSApplicationWillFinishLaunchingNotification")
  }
#endif
