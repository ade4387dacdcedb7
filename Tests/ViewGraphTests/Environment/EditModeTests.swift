import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

/// Owns the edit mode itself, above a navigation stack.
private struct OwnsEditMode: View {
  @State private var mode = EditMode.inactive
  var body: some View {
    VStack {
      Text("parent sees \(mode.isEditing ? "editing" : "inactive")")
      NavigationStack { EditableProfileScreen() }
    }
    .environment(\.editMode, $mode)
  }
}

@MainActor
@Suite("S97: edit mode")
struct EditModeTests {
  @Test("S97: a navigation stack provides edit mode; its EditButton toggles it and the screen follows")
  func navigationStackProvidesEditMode() {
    let host = mount(NavigationStack { EditableProfileScreen() })
    #expect(host.shows("Summary"))
    host.tap("Edit")
    #expect(host.shows("Editor"))
    #expect(host.control("Done")?.kind == .button)
    host.tap("Done")
    #expect(host.shows("Summary"))
  }

  @Test("S97: an edit mode set above the stack is the one its EditButton toggles")
  func editModeSetAboveWins() {
    let host = mount(OwnsEditMode())
    host.tap("Edit")
    #expect(host.shows("parent sees editing"))
    #expect(host.shows("Editor"))
  }
}
