import Testing
import ViewGraph

@testable import StateHarness

@MainActor
@Suite("Drives: row editing, list and tab selection, back, dismiss")
struct DriveTests {
  @Test("delete() runs the ForEach's onDelete with the row's offset")
  func delete() {
    let harness = ParentHarness { PeopleScreen() }
    harness.find(text: "Grace")?.delete()
    #expect(harness.contains(text: "Order: Ada, Linus"))
    harness.find(PersonRow.self, where: { $0.view.person.name == "Linus" })?.delete()
    #expect(harness.contains(text: "Order: Ada"))
    let line = #line + 1
    let issues = recordedIssueDetails { harness.find(button: "Next speaker")?.delete() }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        delete(): Button "Next speaker" is in no ForEach row
          at: PeopleScreen > [1]: Button
          Fix: find a view inside a row of the ForEach that has .onDelete { … }.
        """
      ])
  }

  @Test("delete() on a row whose ForEach has no onDelete records an issue and deletes nothing")
  func deleteWithoutOnDelete() {
    let harness = ParentHarness { SelectionScreen() }
    expectRecorded(
      """
      delete(): the ForEach that holds Text "One Ada" has no onDelete
        row: id 1 of ForEach<…>
        Fix: add .onDelete { … } to the ForEach; without it a user cannot swipe the row away.
      """
    ) {
      harness.find(text: "One Ada")?.delete()
    }
    #expect(harness.contains(text: "One Ada"))
  }

  @Test("move(toOffset:) runs the ForEach's onMove with the row's offset; out of range is an issue")
  func move() {
    let harness = ParentHarness { PeopleScreen() }
    harness.find(text: "Ada")?.move(toOffset: 3)
    #expect(harness.contains(text: "Order: Grace, Linus, Ada"))
    harness.find(text: "Linus")?.move(toOffset: 0)
    #expect(harness.contains(text: "Order: Linus, Grace, Ada"))
    expectRecorded(
      """
      move(toOffset: 9): the ForEach that holds Text "Ada" has 3 rows
        Offsets go from 0 (first) to 3 (after the last); the row is at 2.
        Fix: pass an offset from 0 to 3.
      """
    ) {
      harness.find(text: "Ada")?.move(toOffset: 9)
    }
    #expect(harness.contains(text: "Order: Linus, Grace, Ada"))
  }

  @Test("select() and deselect() on a row of a List(selection:), single and Set")
  func listSelection() {
    let harness = ParentHarness { SelectionScreen() }
    harness.find(text: "One Grace")?.select()
    #expect(harness.contains(text: "single 2, several []"))
    #expect(harness.find(text: "One Grace")?.isSelected == true)
    #expect(harness.find(text: "One Ada")?.isSelected == false)
    harness.find(text: "One Ada")?.select()
    #expect(harness.contains(text: "single 1, several []"))
    harness.find(text: "One Ada")?.deselect()
    #expect(harness.contains(text: "single none, several []"))

    harness.find(text: "Many Ada")?.select()
    harness.find(text: "Many Grace")?.select()
    #expect(harness.contains(text: "single none, several [1, 2]"))
    harness.find(text: "Many Ada")?.deselect()
    #expect(harness.contains(text: "single none, several [2]"))
    #expect(harness.find(text: "Plain row")?.isSelected == nil)
  }

  @Test("select() where there is nothing to select records why")
  func listSelectionFailures() {
    let harness = ParentHarness { SelectionScreen() }
    let screen = "SelectionScreen"
    expectRecorded(
      """
      select(): the List that holds Text "Plain row" has no selection
        at: \(screen) > [3]: List
        Fix: give the List a selection binding: List(selection: $selection) { … }.
      """,
      """
      select(): the row of Text "Tagged by number" is tagged 7 (Int); the List selects String
        A tag of another type than the selection's selects nothing.
        Fix: tag the row with a String.
      """,
      """
      select(): Text "single none, several []" is in no List
        at: \(screen) > [4]: Text
        Fix: find a view inside a row of the List(selection:) to select.
      """
    ) {
      harness.find(text: "Plain row")?.select()
      harness.find(text: "Tagged by number")?.select()
      harness.find(text: "single none, several []")?.select()
    }
  }

  @Test("find(tab:)?.select() writes the tab's tag to the TabView's selection")
  func tabs() {
    let harness = ParentHarness { TabsScreen() }
    #expect(harness.find(tab: "Home")?.isSelected == true)
    harness.find(tab: "Profile")?.select()
    #expect(harness.contains(text: "Showing profile"))
    #expect(harness.find(tab: "Profile")?.isSelected == true)
    #expect(harness.find(tab: "Profile")?.title == "Profile")
    #expect(harness.find(tab: "Profile")?.contains(text: "Home content") == false)
    // The only tab of a TabView with no selection binding is the one it shows (S238).
    #expect(harness.find(tab: "Loose")?.isSelected == true)
  }

  @Test("a tab with nothing to select, or no tab of that title, records why")
  func tabFailures() {
    let harness = ParentHarness { TabsScreen() }
    expectRecorded(
      """
      select(): Tab "Untagged" has no value
        Its TabView selects by Section; the tab has no .tag(_:) or Tab(value:).
        Fix: tag the tab's content with .tag(_:) of type Section, or declare it Tab(…, value:).
      """,
      """
      select(): Tab "Wrong" is tagged "wrong" (String); its TabView selects Section
        A tag of another type than the selection's selects nothing.
        Fix: tag the tab with a Section.
      """,
      """
      find(tab: "Settings"): no tab titled "Settings" is mounted
        Tabs mounted: "Home", "Profile", "Untagged", "Wrong", "Loose"
        Fix: match the text the tab's label shows (.tabItem { Label("…", systemImage: …) }, or Tab("…"…)).
      """
    ) {
      harness.find(tab: "Untagged")?.select()
      harness.find(tab: "Wrong")?.select()
      #expect(harness.find(tab: "Settings") == nil)
    }
    #expect(harness.contains(text: "Showing home"))
  }

  @Test("navigateBack() pops the last screen pushed; with nothing pushed it records an issue")
  func navigateBack() {
    let harness = ParentHarness { PresentingScreen() }
    expectRecorded(
      """
      navigateBack(): nothing is pushed to go back from
        The NavigationStacks mounted show their root screens.
        Fix: push a screen first (find(navigationLink:)?.tap(), or a path the screen appends to).
      """
    ) {
      harness.navigateBack()
    }
    harness.find(navigationLink: "Open 1")?.tap()
    harness.find(navigationLink: "Open 2")?.tap()
    #expect(harness.contains(text: "Screen 2"))
    harness.navigateBack()
    #expect(!harness.contains(text: "Screen 2"))
    #expect(harness.contains(text: "Screen 1"))
    harness.navigateBack()
    #expect(!harness.contains(text: "Screen 1"))
  }

  @Test("navigateBack() on a stack whose path cannot change records that the screen stays")
  func navigateBackConstantPath() {
    let harness = ParentHarness { ConstantPathScreen() }
    expectRecorded(
      """
      navigateBack(): Text "Pinned 1" is still shown after going back
        at: ConstantPathScreen > PresentedContent
        Popping wrote the stack's path, and the path did not change.
        Fix: bind the NavigationStack's path to state it can write (not .constant).
      """
    ) {
      harness.navigateBack()
    }
  }

  @Test("dismiss() swipes a sheet away and goes back from a pushed screen")
  func dismiss() {
    let harness = ParentHarness { PresentingScreen() }
    harness.find(button: "Sheet")?.tap()
    harness.find(text: "Sheet content")?.dismiss()
    #expect(!harness.contains(text: "Sheet content"))
    harness.find(navigationLink: "Open 1")?.tap()
    harness.find(text: "Screen 1")?.dismiss()
    #expect(!harness.contains(text: "Screen 1"))
  }

  @Test("dismiss() where a user could not dismiss records why, and the presentation stays (S77)")
  func dismissRefused() {
    let harness = ParentHarness { PresentingScreen() }
    harness.find(button: "Locked sheet")?.tap()
    expectRecorded(
      """
      dismiss(): the sheet showing Text "Locked content" cannot be swiped away
        A view in it declares .interactiveDismissDisabled(), so a swipe down does nothing.
        Fix: tap the button that dismisses it (find(button:)?.tap()).
      """
    ) {
      harness.find(text: "Locked content")?.dismiss()
    }
    #expect(harness.contains(text: "Locked content"))

    let cover = ParentHarness { PresentingScreen() }
    cover.find(button: "Cover")?.tap()
    // The cover is over the button (S239): the app shows the alert itself.
    cover.find(PresentingScreen.self)?.view.showsAlert = true
    expectRecorded(
      """
      dismiss(): a fullScreenCover showing Text "Cover content" cannot be swiped away
        A full-screen cover has no swipe down; only its own controls close it.
        Fix: tap the button that dismisses it (find(button:)?.tap()).
      """,
      """
      dismiss(): an alert cannot be dismissed without choosing an action
        Only its buttons close it.
        Fix: tap the button that dismisses it (find(button:)?.tap()).
      """,
      """
      dismiss(): Text "Root" is in no presentation
        at: PresentingScreen > [0]: Text
        Fix: find a view inside the sheet, cover, popover, dialog or pushed screen to dismiss.
      """
    ) {
      cover.find(text: "Cover content")?.dismiss()
      cover.find(text: "Heads up")?.dismiss()
      cover.find(text: "Root")?.dismiss()
    }
    #expect(cover.contains(text: "Cover content"))
    #expect(cover.contains(text: "Heads up"))
  }

  @Test("move(toOffset:) on a row whose ForEach has no onMove records an issue")
  func moveWithoutOnMove() {
    let harness = ParentHarness { SelectionScreen() }
    expectRecorded(
      """
      move(toOffset: 0): the ForEach that holds Text "Many Grace" has no onMove
        row: id 2 of ForEach<…>
        Fix: add .onMove { … } to the ForEach; without it a user cannot drag the row.
      """
    ) {
      harness.find(text: "Many Grace")?.move(toOffset: 0)
    }
  }

  @Test("find(tab:) with a title several tabs show records one issue listing each")
  func severalTabs() {
    let harness = ParentHarness {
      VStack {
        TabsScreen()
        TabsScreen()
      }
    }
    expectRecorded(1) {
      #expect(harness.find(tab: "Home") == nil)
    } matching: {
      message($0).hasPrefix(
        "find(tab: \"Home\"): 2 tabs titled \"Home\" are mounted; find expects exactly one\n  Mounted at:\n")
        && message($0).hasSuffix("Fix: find the TabView that holds the one you mean and ask it.")
    }
    harness.findAll(TabsScreen.self).last?.find(tab: "Profile")?.select()
    #expect(harness.findAll(TabsScreen.self).last?.contains(text: "Showing profile") == true)
    #expect(harness.findAll(TabsScreen.self).first?.contains(text: "Showing home") == true)
  }
}
