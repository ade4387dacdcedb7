import Foundation

/// What a view asked of the system through UIKit or AppKit (opening a URL, haptics,
/// activating or quitting the app): recorded on the host whose work asked, in order, since a
/// headless host has no system to hand it to (S180, S181, S183).
///
/// ```swift
/// host.tap("Open Settings")
/// #expect(host.systemRequests == [.openURL(URL(string: UIApplication.openSettingsURLString)!)])
/// ```
@_spi(Inspection)
public enum SystemRequest: Hashable, CustomStringConvertible {
  /// `UIApplication.shared.open(_:)` or `NSWorkspace.shared.open(_:)`.
  case openURL(URL)
  /// `NSWorkspace.shared.activateFileViewerSelecting(_:)` or `selectFile(_:inFileViewerRootedAtPath:)`.
  case revealInFileViewer([URL])
  /// A feedback generator fired: `"impact(medium)"`, `"notification(success)"`, `"selectionChanged"`.
  case feedback(String)
  /// `NSApp.activate()` or `NSApp.activate(ignoringOtherApps:)`.
  case activateApp
  /// `NSApp.hide(_:)`.
  case hideApp
  /// `NSApp.terminate(_:)`.
  case terminateApp

  public var description: String {
    switch self {
    case .openURL(let url): "open(\(url.absoluteString))"
    case .revealInFileViewer(let urls): "revealInFileViewer(\(urls.map(\.path).joined(separator: ", ")))"
    case .feedback(let feedback): feedback
    case .activateApp: "activate()"
    case .hideApp: "hide()"
    case .terminateApp: "terminate()"
    }
  }
}

/// The requests one host's views made of the system.
@MainActor
final class SystemRequestLog: HostService {
  var requests: [SystemRequest] = []

  init() {}

  /// Points the UIKit and AppKit stand-ins at the running host's log: they are modules of
  /// their own and cannot see a host. Runs once, when the first host's window is made.
  static let receiversInstalled: Void = {
    #if !canImport(UIKit)
      uiKitRequestReceiver = { request in
        switch request {
        case .open(let url): record(.openURL(url))
        case .feedback(let feedback): record(.feedback(feedback))
        }
      }
    #endif
    #if !canImport(AppKit)
      appKitRequestReceiver = { request in
        switch request {
        case .open(let url): record(.openURL(url))
        case .revealInFileViewer(let urls): record(.revealInFileViewer(urls))
        case .activate: record(.activateApp)
        case .hide: record(.hideApp)
        case .terminate: record(.terminateApp)
        }
      }
    #endif
  }()

  /// Records `request` on the host whose work is running (a button's action, an `onAppear`);
  /// a request made outside any host's work (after an `await` in a task) reaches none.
  private static func record(_ request: SystemRequest) {
    ViewHost.active.last?.service(SystemRequestLog.self).requests.append(request)
  }
}

@_spi(Inspection)
extension ViewHost {
  /// What this host's views asked of the system through UIKit or AppKit, in order (S180,
  /// S181, S183).
  ///
  /// ```swift
  /// #expect(host.systemRequests == [.feedback("impact(medium)")])
  /// ```
  public var systemRequests: [SystemRequest] { service(SystemRequestLog.self).requests }
}
