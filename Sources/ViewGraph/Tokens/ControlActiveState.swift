/// Whether a macOS window's controls are active: in the key window, in another active
/// window, or in an inactive one.
///
/// ```swift
/// @Environment(\.controlActiveState) private var controlActiveState
/// Image(systemName: "circle.fill").opacity(controlActiveState == .key ? 1 : 0.5)
/// ```
public enum ControlActiveState: Hashable, CaseIterable, Sendable {
  /// In the key window.
  case key
  /// In an active window that is not key.
  case active
  /// In an inactive window.
  case inactive
}
