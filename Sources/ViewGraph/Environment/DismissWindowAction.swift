/// Closes windows of the app's scenes; read it as `@Environment(\.dismissWindow)` and call
/// it. A headless host has no window to close: each request is recorded on the host, in
/// order (S141).
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
/// Button("Close Viewer") { dismissWindow(id: "viewer") }
/// ```
public struct DismissWindowAction: Sendable {
  let window: HostWindow?

  /// Closes the window this view is in.
  @MainActor @preconcurrency public func callAsFunction() {
    window?.requests.append(.dismissWindow(id: nil, value: nil))
  }

  /// Closes the windows of the scene with identifier `id`.
  @MainActor @preconcurrency public func callAsFunction(id: String) {
    window?.requests.append(.dismissWindow(id: id, value: nil))
  }

  /// Closes the windows presenting `value`.
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    window?.requests.append(.dismissWindow(id: nil, value: AnyHashable(value)))
  }

  /// Closes the window of the window group `id` presenting `value`.
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(
    id: String, value: D
  ) {
    window?.requests.append(.dismissWindow(id: id, value: AnyHashable(value)))
  }
}

extension EnvironmentValues {
  /// Closes windows; each request is recorded on the host (S141).
  public var dismissWindow: DismissWindowAction { DismissWindowAction(window: hostWindow) }
}
