import ViewGraph  // import SwiftUI in an app

/// The screen that owns the store: `@State` owns, `@Bindable` and `@Binding` borrow,
/// `@Environment` carries the theme.
///
/// ```swift
/// SettingsScreen().environment(\.theme, .dark)
/// ```
public struct SettingsScreen: View {
  @State private var store = SettingsStore()  // owner
  @Environment(\.theme) private var theme  // implicit dependency

  public init() {}

  public var body: some View {
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

/// A child that wants two-way bindings off an `@Observable`: `@Bindable`.
public struct ProfileSection: View {
  @Bindable var store: SettingsStore  // injected, not owned

  public init(store: SettingsStore) { self.store = store }

  public var body: some View {
    Section("Profile") {
      TextField("Display name", text: $store.displayName)
    }
  }
}

/// A child that only needs a `Bool` binding: `@Binding`.
public struct NotificationsSection: View {
  @Binding var isEnabled: Bool

  public init(isEnabled: Binding<Bool>) { _isEnabled = isEnabled }

  public var body: some View {
    Section("Notifications") {
      Toggle("Push notifications", isOn: $isEnabled)
    }
  }
}
