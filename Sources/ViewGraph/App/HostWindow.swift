/// The window a host's views are shown in, as far as they can ask anything of it: the
/// requests they made of the app's windows (S141) and its undo manager. One per host, placed
/// at the root of its environment, so every view of the host reaches the same one.
@MainActor
final class HostWindow {
  /// What views asked of the app's windows, in order.
  var requests: [WindowRequest] = []
  /// The window's undo manager, as `\.undoManager` gives it: each host has its own, so one
  /// test's undo stack never reaches another's.
  let undoManager = UndoManager()

  init() {
    // What views ask of the system through UIKit and AppKit is recorded on hosts: the first
    // window made points the stand-ins at that log (SystemRequest.swift).
    _ = SystemRequestLog.receiversInstalled
  }
}

private struct HostWindowKey: EnvironmentKey {
  static let defaultValue: HostWindow? = nil
}

extension EnvironmentValues {
  /// The host's window; nil in an environment no host made (a value read outside a view).
  var hostWindow: HostWindow? {
    get { self[HostWindowKey.self] }
    set { self[HostWindowKey.self] = newValue }
  }

  /// The window's undo manager: each host's own, an empty one when it mounts.
  ///
  /// ```swift
  /// @Environment(\.undoManager) private var undoManager
  /// Button("Undo") { undoManager?.undo() }.disabled(undoManager?.canUndo != true)
  /// ```
  public var undoManager: UndoManager? { hostWindow?.undoManager }
}

/// What a view asked of the app's windows through `\.openWindow`, `\.dismissWindow` or
/// `\.openSettings`: recorded on the host, in order, since a headless host opens no window
/// (S141).
///
/// ```swift
/// host.windowRequests  // [.openWindow(id: "viewer", value: nil)]
/// ```
@_spi(Inspection)
public enum WindowRequest: Hashable, CustomStringConvertible {
  /// `openWindow(id:)`, `openWindow(value:)` or `openWindow(id:value:)`.
  case openWindow(id: String?, value: AnyHashable?)
  /// `dismissWindow()` (both nil), `dismissWindow(id:)`, `dismissWindow(value:)` or
  /// `dismissWindow(id:value:)`.
  case dismissWindow(id: String?, value: AnyHashable?)
  /// `openSettings()`.
  case openSettings

  public var description: String {
    switch self {
    case .openWindow(let id, let value): "openWindow(\(Self.arguments(id, value)))"
    case .dismissWindow(let id, let value): "dismissWindow(\(Self.arguments(id, value)))"
    case .openSettings: "openSettings()"
    }
  }

  private static func arguments(_ id: String?, _ value: AnyHashable?) -> String {
    [id.map { "id: \"\($0)\"" }, value.map { "value: \($0.base)" }].compactMap { $0 }
      .joined(separator: ", ")
  }
}

@_spi(Inspection)
extension ViewHost {
  /// What this host's views asked of the app's windows (`openWindow`, `dismissWindow`,
  /// `openSettings`), in order (S141).
  ///
  /// ```swift
  /// #expect(host.windowRequests == [.openWindow(id: "viewer", value: nil)])
  /// ```
  public var windowRequests: [WindowRequest] { root.environment.hostWindow?.requests ?? [] }
}
