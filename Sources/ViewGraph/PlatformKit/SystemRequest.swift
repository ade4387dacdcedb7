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
public enum SystemRequest: Hashable, Sendable, CustomStringConvertible {
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
  /// StoreKit's `requestReview()` environment action or `SKStoreReviewController.requestReview()` (S260).
  case requestReview
  /// WidgetKit's `WidgetCenter.shared.reloadTimelines(ofKind:)`, or `reloadAllTimelines()`
  /// when the kind is nil (S262).
  case reloadWidgetTimelines(ofKind: String?)
  /// `UNUserNotificationCenter.add(_:)`: a local notification scheduled, by its identifier (S263).
  case scheduleNotification(identifier: String)
  /// `UNUserNotificationCenter.requestAuthorization(options:)` (S263).
  case requestNotificationAuthorization

  public var description: String {
    switch self {
    case .openURL(let url): "open(\(url.absoluteString))"
    case .revealInFileViewer(let urls): "revealInFileViewer(\(urls.map(\.path).joined(separator: ", ")))"
    case .feedback(let feedback): feedback
    case .activateApp: "activate()"
    case .hideApp: "hide()"
    case .terminateApp: "terminate()"
    case .requestReview: "requestReview()"
    case .reloadWidgetTimelines(let kind?): "reloadTimelines(ofKind: \(kind))"
    case .reloadWidgetTimelines(nil): "reloadAllTimelines()"
    case .scheduleNotification(let identifier): "add(notification: \(identifier))"
    case .requestNotificationAuthorization: "requestAuthorization()"
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
        case .notModelled(let message): RuntimeWarning.raise(.notModelled, message)
        }
      }
    #endif
  }()

  /// Records `request` on the host whose work is running (a button's action, an `onAppear`);
  /// a request made outside any host's work (after an `await` in a task) reaches none.
  fileprivate static func record(_ request: SystemRequest) {
    ViewHost.active.last?.service(SystemRequestLog.self).requests.append(request)
  }
}

/// Records what a framework stand-in of this package (StoreKit, WidgetKit, UserNotifications)
/// asked of the system on the host whose work is running, as UIKit's requests are; off the
/// main actor, or outside any host's work, it reaches none.
package func recordSystemRequest(_ request: SystemRequest) {
  guard isOnMainActor() else { return }
  MainActor.assumeIsolated { SystemRequestLog.record(request) }
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
