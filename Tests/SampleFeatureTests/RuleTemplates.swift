// StateHarness rule templates — copy this file into your test target.
//
// Each test protects one SwiftUI data-flow rule. Replace the names marked ✏️ with your
// screen, its model and its child views; delete the rules your screen does not use.

import StateHarness
import Testing
import ViewGraph  // the runtime your mirror target compiles the app's views against

@testable import SampleFeature  // ✏️ your app's mirror target (its views are internal)

// Each rule runs under both generations of @State: Xcode 26's eager initial values and
// Xcode 27's lazy ones. The suite's trait sets what every harness inside starts from; a
// failing rule attaches the ownership map, the mounted outline and the runtime warnings to
// the test's report (`swift test --attachments-path <folder>` writes them).
@MainActor
@Suite("Rule templates", .stateHarness(runtimeWarnings: .recordIssue, attachments: .onFailure))
struct RuleTemplates {
  // Protects: the screen owns its model with @State; re-renders don't replace it.
  @Test(arguments: StateInitialization.allCases)
  func screenOwnsItsModel(_ state: StateInitialization) {
    ParentHarness(stateInitialization: state) { SettingsScreen() }  // ✏️ your screen
      .expectStateOwnsTheModel(of: SettingsStore.self)  // ✏️ your model
  }

  // Protects: a child that edits the model borrows it with @Bindable, never owns it.
  @Test(arguments: StateInitialization.allCases)
  func childSharesTheModel(_ state: StateInitialization) {
    ParentHarness(stateInitialization: state) { SettingsScreen() }  // ✏️
      .expectBindableShares(of: SettingsStore.self, in: ProfileSection.self)  // ✏️ model, child
  }

  // Protects: a control's writes reach the source of truth through @Binding.
  @Test(arguments: StateInitialization.allCases)
  func controlWritesReachTheModel(_ state: StateInitialization) {
    let store = SettingsStore()  // ✏️
    ParentHarness(stateInitialization: state) { SettingsScreenWithInjectedStore(store: store) }  // ✏️
      .expectBindingWritesReachTheSource(
        toggle: "Push notifications", source: store.notificationsEnabled)  // ✏️
  }

  // Protects: every view that shows an environment value follows its changes.
  @Test(arguments: StateInitialization.allCases)
  func environmentReachesReaders(_ state: StateInitialization) {
    ThemedHarness(\.theme, .light, stateInitialization: state) { SettingsScreen() }  // ✏️ key, value, screen
      .expectEnvironmentIsRead(.dark, .light)  // ✏️ values
  }

  // Protects: documents that a `let` model is re-created; delete once the view is fixed.
  @Test(arguments: StateInitialization.allCases)
  func letModelIsRecreated(_ state: StateInitialization) {
    ParentHarness(stateInitialization: state) { LetBoundModelView() }  // ✏️
      .expectLetModelIsRecreated(of: SettingsStore.self)  // ✏️
  }
}
