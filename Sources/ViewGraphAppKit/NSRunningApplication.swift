#if !canImport(AppKit)
  import Foundation

  /// A running app, as AppKit declares it. A headless host runs one app, the test process:
  /// `NSWorkspace.shared.runningApplications` lists only ``current``, so a screen that looks
  /// for another app (a helper, an extension) finds it is not running (S334).
  ///
  /// ```swift
  /// let helperRunning = NSWorkspace.shared.runningApplications
  ///   .contains { $0.bundleIdentifier == "com.example.helper" }
  /// ```
  open class NSRunningApplication: NSObject, @unchecked Sendable {
    /// The app's bundle identifier: the main bundle's.
    public let bundleIdentifier: String?
    /// The app's name as the user sees it.
    public let localizedName: String?
    /// The app's bundle.
    public let bundleURL: URL?
    /// The app's process.
    public let processIdentifier: pid_t

    init(bundle: Bundle, process: ProcessInfo) {
      bundleIdentifier = bundle.bundleIdentifier
      localizedName =
        bundle.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String
        ?? bundle.object(forInfoDictionaryKey: "CFBundleName") as? String ?? process.processName
      bundleURL = bundle.bundleURL
      processIdentifier = process.processIdentifier
    }

    /// This app.
    public class var current: NSRunningApplication { currentApplication }
    private static let currentApplication = NSRunningApplication(bundle: .main, process: .processInfo)

    /// The running apps with `bundleIdentifier`: this app's, or none.
    public class func runningApplications(withBundleIdentifier bundleIdentifier: String)
      -> [NSRunningApplication]
    {
      current.bundleIdentifier == bundleIdentifier ? [current] : []
    }

    /// The running app with `pid`: this app's, or nil.
    public convenience init?(processIdentifier pid: pid_t) {
      guard pid == ProcessInfo.processInfo.processIdentifier else { return nil }
      self.init(bundle: .main, process: .processInfo)
    }
  }

  extension NSWorkspace {
    /// The apps running: only this one in a headless host (S334).
    public var runningApplications: [NSRunningApplication] { [.current] }

    /// The frontmost app: this one (S334).
    public var frontmostApplication: NSRunningApplication? { .current }

    /// The desktop picture of `screen`: none in a headless host, so nil (S334).
    public func desktopImageURL(for screen: NSScreen) -> URL? { nil }
  }

  extension NSImage {
    /// The name of the app's own icon, for `NSImage(named:)`.
    public static let applicationIconName: NSImage.Name = "NSApplicationIcon"
  }
#endif
