/// Opens a window of one of the app's scenes; read it as `@Environment(\.openWindow)` and
/// call it. A headless host opens none: each request is recorded on the host, in order (S141).
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Open Viewer") { openWindow(id: "viewer", value: photo.id) }
/// ```
public struct OpenWindowAction: Sendable {
  let window: HostWindow?

  /// Opens a window of the scene with identifier `id`.
  @MainActor @preconcurrency public func callAsFunction(id: String) {
    window?.requests.append(.openWindow(id: id, value: nil))
  }

  /// Opens a window of the window group that presents values of `value`'s type.
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    window?.requests.append(.openWindow(id: nil, value: AnyHashable(value)))
  }

  /// Opens a window of the window group `id`, presenting `value`.
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(
    id: String, value: D
  ) {
    window?.requests.append(.openWindow(id: id, value: AnyHashable(value)))
  }
}

extension EnvironmentValues {
  /// Opens windows; each request is recorded on the host (S141).
  public var openWindow: OpenWindowAction { OpenWindowAction(window: hostWindow) }
}
