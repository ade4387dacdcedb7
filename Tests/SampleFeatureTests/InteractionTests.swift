import Testing
@_spi(Inspection) import ViewGraph

@testable import SampleFeature
@_spi(Inspection) @testable import StateHarness

// What a user does on the settings screen, checked end to end: the controls write the
// store the screen owns, and only the views that read what changed re-render.

@MainActor
@Suite("Settings interaction")
struct InteractionTests {
  @Test("typing a display name writes the owned store and re-renders only the profile")
  func typeDisplayName() {
    let harness = ThemedHarness(theme: .light)
    let store = harness.installed(SettingsStore.self)
    harness.find(textField: "Display name")?.setInput("Ada")
    #expect(store?.displayName == "Ada")
    #expect(harness.find(textField: "Display name")?.input == "Ada")
    #expect(harness.bodyEvaluations(of: SettingsScreen.self) == 1)
  }

  @Test("flipping the toggle writes through the binding to the owned store")
  func flipToggle() {
    let harness = ThemedHarness(theme: .light)
    let store = harness.installed(SettingsStore.self)
    harness.find(toggle: "Push notifications")?.tap()
    #expect(store?.notificationsEnabled == false)
    #expect(harness.find(toggle: "Push notifications")?.isOn == false)
    harness.find(toggle: "Push notifications")?.tap()
    #expect(store?.notificationsEnabled == true)
  }

  @Test("switching the theme re-renders the screen that reads it, and keeps the store")
  func switchTheme() {
    let harness = ThemedHarness(theme: .light)
    let store = harness.installed(SettingsStore.self)
    harness.find(textField: "Display name")?.setInput("Grace")
    #expect(harness.contains(text: "Current theme: Light"))
    harness.setTheme(.dark)
    #expect(harness.contains(text: "Current theme: Dark"))
    #expect(harness.installed(SettingsStore.self) === store)
    #expect(harness.find(textField: "Display name")?.input == "Grace")
    #expect(harness.bodyEvaluations(of: ProfileSection.self) == 1, "ProfileSection does not read the theme")
  }

  @Test("the ownership map answers who owns the store")
  func ownershipMap() {
    let harness = ParentHarness { SettingsScreen() }
    let map = harness.ownershipMap().description
    // Objects are numbered per harness and type: the first store is #1 in every test.
    #expect(map.contains("@State store: SettingsStore#1  (owned)"))
    #expect(map.contains("@Bindable store: SettingsStore#1  (borrowed from SettingsScreen.store)"))
    #expect(
      map.contains("@Binding isEnabled -> SettingsScreen.store.notificationsEnabled = true  (borrowed)"))
  }
}
