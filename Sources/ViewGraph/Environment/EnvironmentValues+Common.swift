/// The environment keys every SwiftUI screen may read.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// @Environment(\.colorScheme) private var colorScheme
/// ```
extension EnvironmentValues {
  /// False below `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Light or dark appearance.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The locale views format for.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  case light
  case dark
}
