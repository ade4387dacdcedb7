import Testing
import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// What edit mode does is pinned in ViewGraphTests (S97); here, what a tap says without one.
@MainActor
@Suite("Edit mode (S97)")
struct EditModeTests {
  @Test("S97: outside a navigation stack there is no edit mode; tapping EditButton records one issue")
  func editButtonWithoutEditMode() {
    let harness = ParentHarness { EditableProfileScreen() }
    expectRecorded(
      """
      tap(): Button "Edit" has no edit mode to toggle
        An EditButton toggles \\.editMode, which is nil here: only a navigation stack provides one, or an .environment(\\.editMode, $mode) above.
        Fix: mount the screen in the NavigationStack the app shows it in, or set .environment(\\.editMode, $mode) above it.
      """
    ) {
      harness.find(button: "Edit")?.tap()
    }
    #expect(harness.contains(text: "Summary"))
  }
}
