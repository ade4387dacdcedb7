import SwiftUI

/// The app's composition root: it owns the settings and the session for the app's life and
/// hands them to every screen through the environment.
@main
struct SettingsApp: App {
  @State private var settings = AccountSettings.withBundledDefaults()
  @StateObject private var session = Session(userName: "Ada")

  var body: some Scene {
    WindowGroup {
      SettingsScreen()
        .environment(settings)
        .environmentObject(session)
    }
  }
}
