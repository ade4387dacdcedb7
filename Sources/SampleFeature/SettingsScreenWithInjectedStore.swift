import ViewGraph  // import SwiftUI in an app

/// The same screen with the store passed in, and the accessors the article's tests call
/// to reach its sections without a harness.
///
/// ```swift
/// let store = SettingsStore()
/// let screen = SettingsScreenWithInjectedStore(store: store)
/// screen.notificationsSection().setEnabled(false)   // store.notificationsEnabled == false
/// ```
public struct SettingsScreenWithInjectedStore: View {
  @Bindable var store: SettingsStore
  @Environment(\.theme) private var theme

  public init(store: SettingsStore) { self.store = store }

  public var body: some View {
    Form {
      profileSection()
      notificationsSection()
      Text("Current theme: \(theme == .dark ? "Dark" : "Light")")
    }
  }

  /// The profile section exactly as `body` builds it.
  public func profileSection() -> ProfileSection { ProfileSection(store: store) }

  /// The notifications section exactly as `body` builds it.
  public func notificationsSection() -> NotificationsSection {
    NotificationsSection(isEnabled: $store.notificationsEnabled)
  }
}

extension ProfileSection {
  /// The store this section's `@Bindable` holds.
  public var storeUnderBindable: SettingsStore { store }
}

extension NotificationsSection {
  /// Writes through the section's binding, as its toggle does.
  public func setEnabled(_ isEnabled: Bool) { self.isEnabled = isEnabled }
}

/// The documented anti-pattern: a `let`-bound model is a new instance with every struct
/// the parent creates.
///
/// ```swift
/// ParentHarness { LetBoundModelView() }.expectLetModelIsRecreated(of: SettingsStore.self)
/// ```
public struct LetBoundModelView: View {
  let model = SettingsStore()

  public init() {}

  public var body: some View {
    Text("Hello, \(model.displayName.isEmpty ? "stranger" : model.displayName)")
  }
}
