import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// The SwiftUI surface real apps use, driven through probes: a harness's own @AppStorage
/// store, and what focus(), submit() and longPress() say without their modifier. What the
/// runtime does (S62–S66, S69) is pinned in ViewGraphTests.
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
}
