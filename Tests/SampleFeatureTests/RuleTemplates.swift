// StateHarness rule templates — copy this file into your test target.
//
// Each test protects one SwiftUI data-flow rule. Replace the names marked ✏️ with your
// screen, its model and its child views; delete the rules your screen does not use.

import StateHarness
import Testing
import ViewGraph  // the runtime your mirror target compiles the app's views against

@testable import SampleFeature  // ✏️ your app's mirror target (its views are internal)

@MainActor
@Suite("Rule templates")
struct RuleTemplates {
  // Protects: the screen owns its model with @State; re-renders don't replace it.
  @Test func screenOwnsItsModel() {
    ParentHarness { SettingsScreen() }  // ✏️ your screen
      .expectOwnershipStable(of: SettingsStore.self)  // ✏️ your model
  }

  // Protects: a child that edits the model borrows it with @Bindable, never owns it.
  @Test func childSharesTheModel() {
    ParentHarness { SettingsScreen() }  // ✏️
      .expectSharedInstance(SettingsStore.self, in: ProfileSection.self)  // ✏️ model, child
  }

  // Protects: a control's writes reach the source of truth through @Binding.
  @Test func controlWritesReachTheModel() {
    let store = SettingsStore()  // ✏️
    ParentHarness { SettingsScreenWithInjectedStore(store: store) }  // ✏️
      .expectWriteReachesSource(toggle: "Push notifications", source: store.notificationsEnabled)  // ✏️
  }

  // Protects: every view that shows an environment value follows its changes.
  @Test func environmentReachesReaders() {
    ThemedHarness(\.theme, .light) { SettingsScreen() }  // ✏️ key, value, screen
      .expectEnvironmentPropagates(.dark, .light)  // ✏️ values
  }

  // Protects: documents that a `let` model is re-created; delete once the view is fixed.
  @Test func letModelIsRecreated() {
    ParentHarness { LetBoundModelView() }  // ✏️
      .expectRecreatedOnReRender(SettingsStore.self)  // ✏️
  }
}
