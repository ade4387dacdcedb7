import ViewGraph  // import SwiftUI in an app

/// Mistake 1 — `@State` on something passed in from above: the child owns a copy of the
/// reference and keeps the first one it was given; "the child stops updating".
///
/// ```swift
/// ParentHarness { ScreenPassingStoreToStateChild() }
///   .expectBindableShares(of: SettingsStore.self, in: ProfileSectionOwningInjectedStore.self)
/// ```
public struct ProfileSectionOwningInjectedStore: View {
  @State var store: SettingsStore  // ❌ passed in from parent

  public init(store: SettingsStore) { _store = State(initialValue: store) }

  public var body: some View {
    Section("Profile") {
      TextField("Display name", text: $store.displayName)
    }
  }
}

/// The parent of mistake 1: owns its store and passes it to the child above.
public struct ScreenPassingStoreToStateChild: View {
  @State private var store = SettingsStore()

  public init() {}

  public var body: some View {
    Form { ProfileSectionOwningInjectedStore(store: store) }
  }
}
