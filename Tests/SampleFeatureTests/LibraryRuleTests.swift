import Testing
@_spi(Inspection) import ViewGraph

@testable import SampleFeature
@_spi(Inspection) @testable import StateHarness

// The same five rules through StateHarness's assertions: one line each, and a failure
// that names the rule, shows the evidence and says what to change.

@MainActor
@Suite("The five rules on the settings feature")
struct LibraryRuleTests {
  @Test(
    "Rule 1: SettingsScreen owns its store across re-renders, in both @State modes",
    arguments: [StateInitialization.eager, .lazy])
  func ownership(mode: StateInitialization) {
    ParentHarness(stateInitialization: mode) { SettingsScreen() }
      .expectStateOwnsTheModel(of: SettingsStore.self)
  }

  @Test("Rule 2: ProfileSection shares the screen's store")
  func sharing() {
    ParentHarness { SettingsScreen() }
      .expectBindableShares(of: SettingsStore.self, in: ProfileSection.self)
  }

  @Test("Rule 3: the toggle and the text field write through to the store")
  func writes() {
    let store = SettingsStore()
    let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
    harness.expectBindingWritesReachTheSource(
      toggle: "Push notifications", source: store.notificationsEnabled)
    harness.expectBindingWritesReachTheSource(
      textField: "Display name", input: "Ada", source: store.displayName)
    harness.expectBindingWritesReachTheSource(
      true, through: \NotificationsSection.$isEnabled, source: store.notificationsEnabled)
  }

  @Test("Rule 4: every theme reader sees each theme")
  func environment() {
    ThemedHarness(theme: .light).expectEnvironmentIsRead(.dark, .light)
  }

  @Test("Rule 5: LetBoundModelView re-creates its model (the documented anti-pattern)")
  func recreation() {
    ParentHarness { LetBoundModelView() }.expectLetModelIsRecreated(of: SettingsStore.self)
  }

  @Test("The check… forms return the verdicts the expect… forms record")
  func verdicts() {
    #expect(ParentHarness { SettingsScreen() }.checkStateOwnsTheModel(of: SettingsStore.self) == nil)
    let broken = ParentHarness { LetBoundModelView() }.checkStateOwnsTheModel(of: SettingsStore.self)
    #expect(
      broken?.headline.hasPrefix("Rule 1 (@State owns the model) broken: LetBoundModelView.model") == true)
  }
}
