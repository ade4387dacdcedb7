import StateHarness
import Testing
import ViewGraph

@testable import SampleFeature

/// The sample screen as text: what a text snapshot test of it pins.
@MainActor
@Suite("Sample screen snapshot")
struct SampleSnapshotTests {
  @Test("the settings screen renders as stable text, and a toggle changes one line")
  func settingsScreen() {
    let harness = ParentHarness { SettingsScreen() }
    let before = harness.snapshot()
    #expect(
      before == """
        SettingsScreen
          Form
            ProfileSection
              Section
                header: Text "Profile"
                TextField "Display name": ""
            NotificationsSection
              Section
                header: Text "Notifications"
                Toggle "Push notifications": on
            Text "Current theme: Light"
        """)
    #expect(ParentHarness { SettingsScreen() }.snapshot() == before, "a second mount renders the same text")
    harness.find(toggle: "Push notifications")?.tap()
    let changed = zip(before.split(separator: "\n"), harness.snapshot().split(separator: "\n"))
      .filter { $0.0 != $0.1 }.map { "\($0.1)" }
    #expect(changed == ["        Toggle \"Push notifications\": off"])
  }
}
