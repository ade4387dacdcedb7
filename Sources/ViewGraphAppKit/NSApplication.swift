#if !canImport(AppKit)
  import Foundation

  /// The app, as AppKit declares it: activating, hiding or quitting it is recorded on the
  /// host whose work asked (S183), since a headless process has no Dock or menu bar.
  ///
  /// ```swift
  /// Button("Quit") { NSApplication.shared.terminate(nil) }
  /// ```
  @preconcurrency @MainActor
  open class NSApplication: NSObject {
    /// Whether the app shows in the Dock and can be activated.
    public enum ActivationPolicy: Int, Sendable {
      case regular, accessory, prohibited
    }

    // The app's lifecycle notifications, which screens observe through
    // `NotificationCenter.default.publisher(for:)`. Nothing posts them headlessly: a test posts
    // one to drive the screen.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
      "NSApplicationDidBecomeActiveNotification")
    public nonisolated static let didResignActiveNotification = Notification.Name(
      "NSApplicationDidResignActiveNotification")
    public nonisolated static let didHideNotification = Notification.Name("NSApplicationDidHideNotification")
    public nonisolated static let didUnhideNotification = Notification.Name(
      "NSApplicationDidUnhideNotification")
    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
      "NSApplicationDidFinishLaunchingNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
      "NSApplicationWillTerminateNotification")
    public nonisolated static let didChangeScreenParametersNotification = Notification.Name(
      "NSApplicationDidChangeScreenParametersNotification")
    public nonisolated static let didUpdateNotification = Notification.Name(
      "NSApplicationDidUpdateNotification")

    /// The app's one instance (also `NSApp`).
    public class var shared: NSApplication { instance }
    private static let instance = NSApplication()

    private var policy = ActivationPolicy.regular
    /// The open windows, frontmost first, and the key one (see NSWindow).
    var openWindows: [NSWindow] = []
    weak var currentKeyWindow: NSWindow?

    /// The app's delegate: the one `@NSApplicationDelegateAdaptor` made (S332), or the app's.
    public weak var delegate: (any NSApplicationDelegate)?
    /// The app's menu bar; nil until the app or its storyboard sets one.
    public var mainMenu: NSMenu?

    /// Whether the app is frontmost: it is once a view activated it.
    public private(set) var isActive = false
    /// Whether the app's windows are hidden.
    public private(set) var isHidden = false
    /// The app's icon.
    public var applicationIconImage: NSImage! = NSImage(source: "NSApplicationIcon")

    /// Brings the app to the front (S183).
    public func activate() {
      isActive = true
      isHidden = false
      appKitRequestReceiver?(.activate)
    }

    /// Brings the app to the front (S183).
    @available(*, deprecated, message: "Use NSApp.activate instead.")
    public func activate(ignoringOtherApps flag: Bool) { activate() }

    /// Hides the app's windows (S183).
    public func hide(_ sender: Any?) {
      isHidden = true
      isActive = false
      appKitRequestReceiver?(.hide)
    }

    /// Asks the app to quit (S183): recorded, and the process keeps running.
    public func terminate(_ sender: Any?) { appKitRequestReceiver?(.terminate) }

    /// Sets whether the app shows in the Dock; true, as every policy is accepted.
    @discardableResult
    public func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
      policy = activationPolicy
      return true
    }

    public func activationPolicy() -> ActivationPolicy { policy }
  }

  /// The app's one instance: `NSApplication.shared`.
  ///
  /// ```swift
  /// NSApp.activate()
  /// ```
  @preconcurrency @MainActor public var NSApp: NSApplication! { NSApplication.shared }
#endif
