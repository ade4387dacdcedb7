import SettingsModels
import StateHarness
import Testing
import ViewGraph

@testable import SettingsAppMirror

/// The app's own screen, compiled unchanged against ViewGraph, under the data-flow rules.
@MainActor
@Suite("Settings screen rules")
struct SettingsRuleTests {
  let session = Session(userName: "Ada")

  @Test("the screen owns its settings across parent re-renders")
  func ownsItsSettings() {
    ParentHarness { SettingsScreen().environmentObject(session) }
      .expectOwnershipStable(of: AccountSettings.self)
  }

  @Test("the notifications toggle writes the screen's settings")
  func toggleWritesTheSettings() {
    let harness = ParentHarness { SettingsScreen().environmentObject(session) }
    harness.find(toggle: "Push notifications")?.tap()
    #expect(harness.installed(AccountSettings.self)?.notificationsEnabled == false)
  }

  @Test("picking a theme reaches the badge through the environment")
  func themeReachesTheBadge() {
    let harness = ParentHarness { SettingsScreen().environmentObject(session) }
    harness.find(picker: "Theme")?.select(Theme.dark)
    #expect(harness.contains(text: "Theme: dark"))
  }

  @Test("a session change re-renders only the screen that reads it")
  func sessionChangeIsNarrow() {
    let harness = ParentHarness { SettingsScreen().environmentObject(session) }
    harness.expectReRenders([SettingsScreen.self: 1]) {
      session.userName = "Grace"
    }
    #expect(harness.contains(text: "Signed in as Grace"))
  }

  @Test("the screen makes none of the five ownership mistakes")
  func auditsClean() {
    ParentHarness { SettingsScreen().environmentObject(session) }.auditOwnership()
  }
}
