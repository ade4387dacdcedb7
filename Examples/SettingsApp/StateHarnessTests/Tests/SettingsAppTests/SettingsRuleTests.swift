import StateHarness
import Testing

@testable import SettingsApp

/// The app's own files, compiled unchanged against ViewGraph, under the data-flow rules:
/// mounted from the App itself, so the store is the one the App owns and injects.
@MainActor
@Suite("Settings app rules")
struct SettingsRuleTests {
  // snippet: appOwnsItsSettings
  @Test("the app owns its settings across re-renders of its body")
  func appOwnsItsSettings() {
    ParentHarness(app: SettingsApp()).expectStateOwnsTheModel(of: AccountSettings.self)
  }
  // snippet end

  @Test("the app starts from the defaults it bundles")
  func bundledDefaults() {
    let harness = ParentHarness(app: SettingsApp())
    #expect(harness.installed(AccountSettings.self)?.displayName == "Ada Lovelace")
  }

  // snippet: toggleWritesTheAppsSettings
  @Test("the notifications toggle writes the app's settings")
  func toggleWritesTheAppsSettings() {
    let harness = ParentHarness(app: SettingsApp())
    harness.find(toggle: "Push notifications")?.tap()
    #expect(harness.installed(AccountSettings.self)?.notificationsEnabled == false)
  }
  // snippet end

  @Test("picking a theme reaches the badge through the environment")
  func themeReachesTheBadge() {
    let harness = ParentHarness(app: SettingsApp())
    harness.find(picker: "Theme")?.select(Theme.dark)
    #expect(harness.contains(text: "Theme: dark"))
  }

  @Test("the sections edit the instance the app injected")
  func sectionsShareTheAppsSettings() {
    ParentHarness(app: SettingsApp()).expectBindableShares(of: AccountSettings.self, in: ProfileSection.self)
  }

  @Test("the app makes none of the five ownership mistakes")
  func auditsClean() {
    ParentHarness(app: SettingsApp()).auditOwnership()
  }
}
