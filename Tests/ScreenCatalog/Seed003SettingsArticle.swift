// Seed 003 (the article's settings feature), as written; only `import SwiftUI` is swapped.
// SampleFeature ships the same feature as a library; this copy proves the article's code
// compiles unchanged (in a namespace, beside the other seeds).
import Observation
import ViewGraph

enum Seed003 {
  // 1. The Observable model — the thing being tracked
  @Observable
  final class SettingsStore {
    var displayName: String = ""
    var notificationsEnabled: Bool = true
  }

  // 2. Theme via @Environment — comes from above, no argument plumbing
  struct ThemeKey: EnvironmentKey {
    static let defaultValue: Theme = .light
  }

  enum Theme { case light, dark }

  // 3. The screen that OWNS the store
  struct SettingsScreen: View {
    @State private var store = SettingsStore()  // owner
    @Environment(\.theme) private var theme  // implicit dependency

    var body: some View {
      Form {
        // pass the @Observable model down to a child that wants $bindings
        ProfileSection(store: store)
        // pass a Bool by binding to a child
        NotificationsSection(isEnabled: $store.notificationsEnabled)
        // theme is read-only here, no wrapper needed in the row
        Text("Current theme: \(theme == .dark ? "Dark" : "Light")")
      }
    }
  }

  // 4. A child that wants two-way bindings off an Observable — @Bindable
  struct ProfileSection: View {
    @Bindable var store: SettingsStore  // injected, not owned

    var body: some View {
      Section("Profile") {
        TextField("Display name", text: $store.displayName)
      }
    }
  }

  // 5. A child that only needs a Bool binding — @Binding
  struct NotificationsSection: View {
    @Binding var isEnabled: Bool

    var body: some View {
      Section("Notifications") {
        Toggle("Push notifications", isOn: $isEnabled)
      }
    }
  }
}

extension EnvironmentValues {
  var theme: Seed003.Theme {
    get { self[Seed003.ThemeKey.self] }
    set { self[Seed003.ThemeKey.self] = newValue }
  }
}
