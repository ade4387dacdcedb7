import ViewGraph  // import SwiftUI in an app

/// Mistake 2 — `@Bindable` on something the view creates: `@Bindable` allocates no
/// storage, so the model is re-created with every struct the parent makes.
///
/// ```swift
/// ParentHarness { SettingsScreenWithBindableOwner() }.expectStateOwnsTheModel(of: SettingsStore.self)
/// ```
public struct SettingsScreenWithBindableOwner: View {
  @Bindable var store = SettingsStore()  // ❌ who owns this?

  public init() {}

  public var body: some View {
    Form {
      ProfileSection(store: store)
      NotificationsSection(isEnabled: $store.notificationsEnabled)
    }
  }
}
