/// Opens the app's `Settings` scene (macOS); read it as `@Environment(\.openSettings)` and
/// call it. A headless host opens no window: the request is recorded on the host (S141).
///
/// ```swift
/// @Environment(\.openSettings) private var openSettings
/// Button("Settings…") { openSettings() }
/// ```
public struct OpenSettingsAction: Sendable {
  let window: HostWindow?

  /// Opens the settings window.
  @MainActor @preconcurrency public func callAsFunction() {
    window?.requests.append(.openSettings)
  }
}

extension EnvironmentValues {
  /// Opens the settings window; the request is recorded on the host (S141).
  public var openSettings: OpenSettingsAction { OpenSettingsAction(window: hostWindow) }
}
