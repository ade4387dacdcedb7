import SwiftUI

/// The settings screen: it borrows the app's settings from the environment and lends them
/// to its sections.
struct SettingsScreen: View {
  @Environment(AccountSettings.self) private var settings
  @EnvironmentObject private var session: Session

  var body: some View {
    @Bindable var settings = settings
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
    .tint(settings.theme.tint)
  }
}

#Preview {
  SettingsScreen()
    .environment(AccountSettings())
    .environmentObject(Session(userName: "Preview"))
}

#Preview("Dark theme") {
  @Previewable @State var settings = AccountSettings()
  SettingsScreen()
    .environment(settings)
    .environmentObject(Session(userName: "Preview"))
    .onAppear { settings.theme = .dark }
}
