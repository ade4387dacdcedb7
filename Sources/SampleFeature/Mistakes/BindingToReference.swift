import ViewGraph  // import SwiftUI in an app

/// Mistake 4 — `@Binding` to a reference type: it compiles and works, but `@Bindable`
/// is the tool for projecting bindings off a shared `@Observable`; the parent has to hold
/// a `$store` that means nothing.
///
/// ```swift
/// ParentHarness { ScreenBindingToReference() }
///   .expectBindableShares(of: SettingsStore.self, in: ProfileSectionWithBindingToStore.self)
/// ```
public struct ProfileSectionWithBindingToStore: View {
  @Binding var store: SettingsStore  // ❌

  public init(store: Binding<SettingsStore>) { _store = store }

  public var body: some View {
    Section("Profile") {
      TextField("Display name", text: $store.displayName)
    }
  }
}

/// The parent of mistake 4.
public struct ScreenBindingToReference: View {
  @State private var store = SettingsStore()

  public init() {}

  public var body: some View {
    Form { ProfileSectionWithBindingToStore(store: $store) }
  }
}
