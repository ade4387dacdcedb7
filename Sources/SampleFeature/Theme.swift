import ViewGraph  // import SwiftUI in an app

/// The app's appearance, read from the environment.
public enum Theme: Sendable, Hashable {
  case light
  case dark
}

/// Carries the theme down the tree without argument plumbing.
public struct ThemeKey: EnvironmentKey {
  public static let defaultValue: Theme = .light
}

extension EnvironmentValues {
  /// The theme set by the nearest ancestor, `.light` by default.
  ///
  /// ```swift
  /// SettingsScreen().environment(\.theme, .dark)
  /// ```
  public var theme: Theme {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}
