#if !canImport(AppKit)
  import Foundation

  /// What an app asked of the system through AppKit: ViewGraph records each on the host whose
  /// work made it (S180, S183). A separate module cannot see the host, so ViewGraph installs
  /// the receiver (``appKitRequestReceiver``) when its first host mounts.
  package enum AppKitRequest: Hashable, Sendable {
    /// `NSWorkspace.shared.open(_:)`.
    case open(URL)
    /// `NSWorkspace.shared.activateFileViewerSelecting(_:)` or `selectFile(_:inFileViewerRootedAtPath:)`.
    case revealInFileViewer([URL])
    /// `NSApp.activate()` or `NSApp.activate(ignoringOtherApps:)`.
    case activate
    /// `NSApp.hide(_:)`.
    case hide
    /// `NSApp.terminate(_:)`.
    case terminate
  }

  /// Receives every ``AppKitRequest``; nil until ViewGraph installs its recorder.
  @MainActor package var appKitRequestReceiver: (@MainActor (AppKitRequest) -> Void)?
#endif
