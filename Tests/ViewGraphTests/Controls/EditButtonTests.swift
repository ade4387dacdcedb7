import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("S97: EditButton")
struct EditButtonTests {
  @Test("S97: outside a navigation stack there is no edit mode; an EditButton has no action")
  func editButtonWithoutEditMode() {
    let host = mount(EditableProfileScreen())
    let edit = host.control("Edit")
    #expect(edit?.kind == .button)
    #expect(edit?.tap != nil && edit?.tap?.action == nil)
    #expect(host.shows("Summary"))
  }

  @Test("S97: EditButton toggles the environment's edit mode")
  func editButtonTogglesTheEnvironmentsEditMode() {
    var mode = EditMode.inactive
    let host = mount(EditButton().environment(\.editMode, Binding(get: { mode }, set: { mode = $0 })))
    #expect(host.control("Edit")?.kind == .button)
    host.tap("Edit")
    #expect(mode == .active)
  }

  @Test("S97: an EditButton is titled Edit, then Done while its edit mode is active")
  func titleFollowsEditMode() {
    var mode = EditMode.active
    let host = mount(EditButton().environment(\.editMode, Binding(get: { mode }, set: { mode = $0 })))
    #expect(host.control("Done")?.kind == .button)
    host.tap("Done")
    #expect(mode == .inactive)
    #expect(host.control("Edit") != nil)
  }
}
