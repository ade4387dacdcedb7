import ViewGraph  // import SwiftUI in an app

/// Mistake 3 — `@Environment` as a singleton dumping ground: one app-wide value holds
/// everything, so any change to it re-evaluates every reader, even readers that use one
/// unrelated field.
public struct AppState: Sendable, Equatable {
  public var theme: Theme = .light
  public var unreadCount = 0
  public var isSyncing = false
  public var userName = "Ada"

  public init() {}
}

public struct EverythingKey: EnvironmentKey {
  public static let defaultValue = AppState()
}

extension EnvironmentValues {
  /// ❌ everything the app knows, as one environment value.
  public var everything: AppState {
    get { self[EverythingKey.self] }
    set { self[EverythingKey.self] = newValue }
  }
}

/// A row that only shows the theme, but depends on all of `\.everything`.
public struct ThemeBadge: View {
  @Environment(\.everything) private var everything

  public init() {}

  public var body: some View {
    Text("Theme: \(everything.theme == .dark ? "Dark" : "Light")")
  }
}

/// A screen that puts the whole app state in the environment.
public struct EverythingInEnvironmentScreen: View {
  @State private var appState = AppState()

  public init() {}

  public var body: some View {
    VStack {
      ThemeBadge()
      Button("New message") { appState.unreadCount += 1 }
    }
    .environment(\.everything, appState)
  }
}
