import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// The SwiftUI surface real apps use, driven through probes: a harness's own @AppStorage
/// store, what focus(), submit() and longPress() say without their modifier, context menus
/// and swipe actions, disclosure groups, EditButton and shapes. What the runtime does for
/// S62–S66 and S69 is pinned in ViewGraphTests.
@MainActor
@Suite("S63: the surface real apps use, driven through a harness") struct RealAppSurfaceTests {
  @Test("S63: each harness has a fresh @AppStorage store")
  func appStorageIsFreshPerHarness() {
    let first = ParentHarness { HabitListScreen().environment(HabitStore()) }
    first.find(button: "Settings")?.tap()
    first.find(toggle: "Show streaks")?.tap()
    #expect(first.find(toggle: "Show streaks")?.isOn == false)
    let second = ParentHarness { HabitListScreen().environment(HabitStore()) }
    second.find(button: "Settings")?.tap()
    #expect(second.find(toggle: "Show streaks")?.isOn == true)
    #expect(UserDefaults.standard.object(forKey: "showsStreaks") == nil)
  }

  @Test("focus() and submit() on a field without .focused or .onSubmit record one issue each")
  func focusWithoutBindingRecords() {
    let harness = ParentHarness { TextField("Name", text: .constant("")) }
    expectRecorded(
      """
      focus(): TextField "Name" has no focus binding
        No .focused(_:) or .focused(_:equals:) is applied above the field.
        Fix: bind the field's focus with .focused($state) to drive it from a test.
      """
    ) {
      harness.find(textField: "Name")?.focus()
    }
    expectRecorded(
      """
      submit(): TextField "Name" has no submit action
        No .onSubmit { … } is applied above the field.
        Fix: add .onSubmit { … } to the field or a view above it.
      """
    ) {
      harness.find(textField: "Name")?.submit()
    }
  }

  @Test("longPress() on a control without a long press records one issue")
  func longPressWithoutActionRecords() {
    let harness = ParentHarness { Button("Save") {} }
    expectRecorded(
      """
      longPress(): Button "Save" has no long-press action
        Found: a Button without onLongPressGesture or a LongPressGesture.
        Fix: attach .onLongPressGesture { … } to the view, or call tap() for its tap action.
      """
    ) {
      harness.find(button: "Save")?.longPress()
    }
  }

  @Test("context menus and swipe actions are mounted; their buttons can be tapped")
  func contextMenuAndSwipeActions() {
    let store = HabitStore()
    let harness = ParentHarness { HabitListScreen().environment(store) }
    harness.find(button: "Archive Walk")?.tap()
    #expect(store.archived == ["Walk"])
    #expect(!harness.contains(text: "Walk"))
  }

  @Test(
    "a bound DisclosureGroup follows its binding and its label toggles it; an unbound one shows its content")
  func disclosureGroup() {
    let harness = ParentHarness { HabitListScreen().environment(HabitStore()) }
    #expect(!harness.contains(text: "Show streaks"))
    harness.find(button: "Settings")?.tap()
    #expect(harness.find(toggle: "Show streaks") != nil)
    let unbound = ParentHarness { DisclosureGroup("More") { Text("Inside") } }
    #expect(unbound.contains(text: "Inside"))
  }

  @Test("EditButton toggles the environment's edit mode")
  func editButton() {
    var mode = EditMode.inactive
    let harness = ParentHarness {
      EditButton().environment(\.editMode, Binding(get: { mode }, set: { mode = $0 }))
    }
    harness.find(button: "Edit")?.tap()
    #expect(mode == .active)
  }

  @Test("a custom Shape's path(in:) is its geometry")
  func customShapePath() {
    let path = Ring(progress: 0.5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(!path.isEmpty)
    #expect(path.boundingRect.height == 20)
    #expect(
      Rectangle().path(in: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect
        == CGRect(x: 0, y: 0, width: 4, height: 2))
  }
}
