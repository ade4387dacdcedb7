import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// The SwiftUI surface real apps use, driven: an app's first window, @AppStorage,
/// @FocusState with onSubmit, gestures, context menus and swipe actions, GeometryReader.
@MainActor
@Suite("S62–S66: the surface real apps use (apps, @AppStorage, …)") struct RealAppSurfaceTests {
  @Test("S62: an app mounts from its first window, with its state and injections")
  func appMountsItsFirstWindow() {
    let harness = ParentHarness(app: HabitTrackerApp())
    #expect(harness.contains(text: "Read"))
    #expect(harness.contains(text: "2 habits"))
    harness.find(button: "Delete Read")?.tap()
    #expect(harness.contains(text: "1 habits"))
    #expect(!harness.contains(text: "Read"))
  }

  @Test("S63: @AppStorage writes persist in the store and re-render every reader")
  func appStorageWritesPersistAndInvalidate() {
    let harness = ParentHarness { HabitListScreen().environment(HabitStore()) }
    #expect(harness.contains(text: "Streak 0"))
    harness.find(button: "Settings")?.tap()
    harness.find(toggle: "Show streaks")?.tap()
    #expect(harness.appStorage.object(forKey: "showsStreaks") as? Bool == false)
    #expect(!harness.contains(text: "Streak 0"))
  }

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

  @Test("S64: a probe focuses a field, the focus state follows, and submit() runs onSubmit")
  func focusStateFollowsTheProbe() {
    let harness = ParentHarness { SignInScreen() }
    #expect(harness.find(textField: "Email")?.isFocused == false)
    harness.find(textField: "Email")?.focus()
    #expect(harness.contains(text: "Focus: email"))
    #expect(harness.find(textField: "Email")?.isFocused == true)
    harness.find(textField: "Email")?.submit()
    #expect(harness.find(textField: "Password")?.isFocused == true)
    #expect(harness.find(textField: "Email")?.isFocused == false)
    harness.find(textField: "Password")?.submit()
    #expect(harness.contains(text: "Signed in"))
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

  @Test("S65: tap() drives onTapGesture and TapGesture, longPress() the long press")
  func gesturesAreDriven() {
    let harness = ParentHarness { HabitRow(habit: Habit(name: "Read"), showsStreak: true) }
    harness.find(button: "Read")?.tap()
    harness.find(button: "Read")?.tap()
    #expect(harness.contains(text: "Streak 2"))
    harness.find(button: "Read")?.longPress()
    #expect(harness.find(Image.self) != nil)

    var flips = 0
    let tapGesture = ParentHarness { Text("Card").gesture(TapGesture().onEnded { flips += 1 }) }
    tapGesture.find(button: "Card")?.tap()
    #expect(flips == 1)
  }

  @Test("S65, S59: a tap runs the action of the latest render, as a button's does")
  func tapRunsTheLatestAction() {
    let target = Target(name: "first")
    var hits: [String] = []
    // The parent's body captures the name at each render, as a row captures its item.
    let harness = ParentHarness {
      let name = target.name
      Text("Go").onTapGesture { hits.append(name) }
    }
    target.name = "second"
    harness.reRender()
    harness.find(button: "Go")?.tap()
    #expect(hits == ["second"])
  }

  @Test("S65: simultaneous gestures both run on a tap; an exclusive one runs its first")
  func combinedGestures() {
    var taps: [String] = []
    let harness = ParentHarness {
      VStack {
        Text("Both").gesture(
          TapGesture().onEnded { taps.append("a") }.simultaneously(
            with: TapGesture().onEnded { taps.append("b") }))
        Text("Either").gesture(
          TapGesture().onEnded { taps.append("c") }.exclusively(
            before: TapGesture().onEnded { taps.append("d") }))
      }
    }
    harness.find(button: "Both")?.tap()
    harness.find(button: "Either")?.tap()
    #expect(taps == ["a", "b", "c"])
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

  @Test("S65: @GestureState reads its initial value between gestures")
  func gestureStateRestsAtItsInitialValue() {
    let harness = ParentHarness { HabitRow(habit: Habit(name: "Walk"), showsStreak: false) }
    #expect(harness.contains(Ring.self))
    #expect(!harness.contains(text: "Streak 0"))
    #expect(!harness.contains(Image.self))
  }

  @Test("context menus and swipe actions are mounted; their buttons can be tapped")
  func contextMenuAndSwipeActions() {
    let store = HabitStore()
    let harness = ParentHarness { HabitListScreen().environment(store) }
    harness.find(button: "Archive Walk")?.tap()
    #expect(store.archived == ["Walk"])
    #expect(!harness.contains(text: "Walk"))
  }

  @Test("S66: GeometryReader reports the harness's container size, 390 × 844 by default")
  func geometryReaderSize() {
    let phone = ParentHarness { AdaptiveGridScreen() }
    #expect(phone.contains(text: "Columns: 2"))
    let tablet = ParentHarness {
      AdaptiveGridScreen().harnessContainerSize(CGSize(width: 1024, height: 768))
    }
    #expect(tablet.contains(text: "Columns: 4"))
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

/// A value the parent's body reads at each render.
@MainActor private final class Target {
  var name: String
  init(name: String) { self.name = name }

}

@MainActor
@Suite("S69: focused values") struct FocusedValueTests {
  @Test("S69: @FocusedValue reads nil; focusedValue and focusedSceneValue are recorded, not published")
  func focusedValuesReadNil() {
    let harness = ParentHarness { FocusedValueScreen() }
    #expect(harness.contains(text: "Published: Inbox"))
    #expect(harness.contains(text: "Read: none"))
  }
}

private struct SelectedFolderKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var selectedFolder: String? {
    get { self[SelectedFolderKey.self] }
    set { self[SelectedFolderKey.self] = newValue }
  }
}

private struct FocusedValueScreen: View {
  @FocusedValue(\.selectedFolder) private var selected

  var body: some View {
    VStack {
      Text("Published: Inbox")
        .focusedValue(\.selectedFolder, "Inbox")
        .focusedSceneValue(\.selectedFolder, "Inbox")
      Text("Read: \(selected ?? "none")")
    }
  }
}
