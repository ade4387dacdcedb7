import SettingsModels
import SwiftUI

/// The settings screen: it owns the model, and lends it to its sections.
struct SettingsScreen: View {
  @State private var settings = AccountSettings()
  @EnvironmentObject private var session: Session

  var body: some View {
    NavigationStack {
      Form {
        ProfileSection(settings: settings)
        NotificationsSection(isEnabled: $settings.notificationsEnabled)
        Section("Appearance") {
          Picker("Theme", selection: $settings.theme) {
            ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
          }
        }
        Text("Signed in as \(session.userName)")
      }
      .navigationTitle("Settings")
    }
    .environment(\.appTheme, settings.theme)
  }
}

/// Edits the profile through `@Bindable`: it borrows the model, it does not own it.
struct ProfileSection: View {
  @Bindable var settings: AccountSettings

  var body: some View {
    Section("Profile") {
      TextField("Display name", text: $settings.displayName)
      ThemeBadge()
    }
  }
}

/// Needs one Bool: a `@Binding`.
struct NotificationsSection: View {
  @Binding var isEnabled: Bool

  var body: some View {
    Section("Notifications") {
      Toggle("Push notifications", isOn: $isEnabled)
    }
  }
}

/// Reads the theme from the environment.
struct ThemeBadge: View {
  @Environment(\.appTheme) private var theme

  var body: some View { Text("Theme: \(theme.rawValue)") }
}

private struct AppThemeKey: EnvironmentKey {
  static let defaultValue = Theme.light
}

extension EnvironmentValues {
  var appTheme: Theme {
    get { self[AppThemeKey.self] }
    set { self[AppThemeKey.self] = newValue }
  }
}
