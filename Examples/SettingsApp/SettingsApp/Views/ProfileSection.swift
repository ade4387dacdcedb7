import SwiftUI

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

#Preview {
  Form { NotificationsSection(isEnabled: .constant(true)) }
}
