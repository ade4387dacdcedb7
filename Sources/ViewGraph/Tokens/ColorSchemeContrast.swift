/// The contrast the user asked for in Settings (Increase Contrast).
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var contrast
/// Text("Due").foregroundStyle(contrast == .increased ? .primary : .secondary)
/// ```
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// SwiftUI's default contrast.
  case standard
  /// More contrast than the default.
  case increased
}
