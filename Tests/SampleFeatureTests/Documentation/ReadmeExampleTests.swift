import StateHarness
import Testing

@testable import SampleFeature

@MainActor
@Suite struct SettingsRules {
  // snippet: screenOwnsItsStore
  @Test func screenOwnsItsStore() {
    ParentHarness { SettingsScreen() }.expectStateOwnsTheModel(of: SettingsStore.self)
  }
  // snippet end

  @Test func toggleWritesTheStore() {
    let harness = ParentHarness { SettingsScreen() }
    harness.find(toggle: "Push notifications")?.tap()
    #expect(harness.installed(SettingsStore.self)?.notificationsEnabled == false)
  }

  @Test func everyReaderFollowsTheTheme() {
    EnvironmentHarness(\.theme, .light) { SettingsScreen() }.expectEnvironmentIsRead(.dark, .light)
  }
}
