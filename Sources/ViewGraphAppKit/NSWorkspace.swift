#if !canImport(AppKit)
  import Foundation

  /// The workspace, as AppKit declares it: opening a URL or revealing a file is recorded on
  /// the host whose work asked (S180), since a headless process has no Finder or browser.
  /// Like Apple's, it is not bound to the main actor: models read its accessibility settings
  /// anywhere.
  ///
  /// ```swift
  /// Button("Website") { NSWorkspace.shared.open(URL(string: "https://example.com")!) }
  /// ```
  open class NSWorkspace: NSObject, @unchecked Sendable {
    /// The workspace for the app.
    public class var shared: NSWorkspace { instance }
    private static let instance = NSWorkspace()

    /// Opens `url` in the app the system assigns to it: recorded (S180); true, as a headless
    /// system accepts every URL.
    @discardableResult
    public func open(_ url: URL) -> Bool {
      report(.open(url))
      return true
    }

    /// Shows the files at `fileURLs` selected in the file viewer: recorded (S180).
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {
      report(.revealInFileViewer(fileURLs))
    }

    /// Shows the file at `fullPath` selected in the file viewer: recorded (S180); false
    /// without a path.
    @discardableResult
    public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool {
      guard let fullPath else { return false }
      report(.revealInFileViewer([URL(fileURLWithPath: fullPath)]))
      return true
    }

    /// Hands `request` to ViewGraph's recorder. Only the main actor runs a host's work, so a
    /// request made elsewhere reaches no host.
    private func report(_ request: AppKitRequest) {
      guard isOnMainActor() else { return }
      MainActor.assumeIsolated { appKitRequestReceiver?(request) }
    }

    /// The icon the Finder shows for the file at `fullPath`.
    public func icon(forFile fullPath: String) -> NSImage { NSImage(source: "icon(\(fullPath))") }
    /// The icon of files of `contentType` (macOS 11), as a description.
    public func icon(for contentType: UTType) -> NSImage {
      NSImage(source: "icon(\(contentType.identifier))")
    }

    /// The app with `bundleIdentifier`: none is installed headlessly.
    public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }

    // Accessibility display settings: a headless display has none of them on.
    public var accessibilityDisplayShouldIncreaseContrast: Bool { false }
    public var accessibilityDisplayShouldReduceTransparency: Bool { false }
    public var accessibilityDisplayShouldReduceMotion: Bool { false }
    public var accessibilityDisplayShouldDifferentiateWithoutColor: Bool { false }
    public var accessibilityDisplayShouldInvertColors: Bool { false }
  }
#endif
