import Testing
import ViewGraph

@testable import StateHarness

/// Shows a summary while inactive and an editor while editing, as real settings screens do.
private struct ProfileScreen: View {
  @Environment(\.editMode) private var editMode
  var body: some View {
    VStack {
      if editMode?.wrappedValue.isEditing == true {
        Text("Editor")
      } else {
        Text("Summary")
      }
    }
    .toolbar { EditButton() }
  }
}

/// Owns the edit mode itself, above a navigation stack.
private struct OwnsEditMode: View {
  @State private var mode = EditMode.inactive
  var body: some View {
    VStack {
      Text("parent sees \(mode.isEditing ? "editing" : "inactive")")
      NavigationStack { ProfileScreen() }
    }
    .environment(\.editMode, $mode)
  }
}

@MainActor
@Suite("Edit mode (S97)")
struct EditModeTests {
  @Test("S97: a navigation stack provides edit mode; its EditButton toggles it and the screen follows")
  func navigationStackProvidesEditMode() {
    let harness = ParentHarness { NavigationStack { ProfileScreen() } }
    #expect(harness.contains(text: "Summary"))
    harness.find(button: "Edit")?.tap()
    #expect(harness.contains(text: "Editor"))
    #expect(harness.find(button: "Done") != nil)
    harness.find(button: "Done")?.tap()
    #expect(harness.contains(text: "Summary"))
  }

  @Test("S97: an edit mode set above the stack is the one its EditButton toggles")
  func editModeSetAboveWins() {
    let harness = ParentHarness { OwnsEditMode() }
    harness.find(button: "Edit")?.tap()
    #expect(harness.contains(text: "parent sees editing"))
    #expect(harness.contains(text: "Editor"))
  }

  @Test("S97: outside a navigation stack there is no edit mode; tapping EditButton records one issue")
  func editButtonWithoutEditMode() {
    let harness = ParentHarness { ProfileScreen() }
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
