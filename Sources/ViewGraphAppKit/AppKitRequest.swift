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
    /// Something the stand-in cannot do headlessly (a panel no test answered, drawing): a
    /// `notModelled` runtime warning with this message.
    case notModelled(String)
  }

  /// Raises a `notModelled` warning through ViewGraph, which records it on the host whose work
  /// is running; off the main thread, or before ViewGraph installed its receiver, it is
  /// printed, as ViewGraph prints a warning raised outside any host.
  package func raiseNotModelled(_ message: String) {
    guard isOnMainActor() else {
      FileHandle.standardError.write(Data("[ViewGraph] \(message)\n".utf8))
      return
    }
    MainActor.assumeIsolated {
      if let appKitRequestReceiver {
        appKitRequestReceiver(.notModelled(message))
      } else {
        FileHandle.standardError.write(Data("[ViewGraph] \(message)\n".utf8))
      }
    }
  }

  /// Receives every ``AppKitRequest``; nil until ViewGraph installs its recorder.
  @MainActor package var appKitRequestReceiver: (@MainActor (AppKitRequest) -> Void)?
#endif
