import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Rule 1: @State owns the model")
struct StateOwnsTheModelRuleTests {
  @Test("Rule 1 holds: a @State model survives parent re-renders")
  func ownershipHolds() {
    ParentHarness { Screen() }.expectStateOwnsTheModel(of: Store.self)
  }

  @Test("Rule 1 broken by a let model")
  func ownershipBrokenByLet() {
    let harness = ParentHarness { LetScreen() }
    expectRecorded(
      """
      Rule 1 (@State owns the model) broken: LetScreen.store is a new Store after parent re-render 1 of 2
        declared: let store
        before:   Store#N
        after:    Store#N
        a `let` is part of the struct, and the parent's body creates a new struct every time.
        Fix: declare `@State private var store = Store()` in the view that creates it.
      """
    ) {
      harness.expectStateOwnsTheModel(of: Store.self, reRenders: 2)
    }
  }

  @Test("Rule 1 on a value holds: @State storage survives parent re-renders")
  func valueOwnershipHolds() {
    let harness = ParentHarness { NotesView() }
    harness.find(button: "Add")?.tap()
    #expect(recordedIssues { harness.expectStateOwnsTheModel(of: [String].self) } == 0)
    #expect(harness.installed([String].self) == ["standup"])
    #expect(
      recordedIssues { ParentHarness { ScrumsView() }.expectStateOwnsTheModel(of: [DailyScrum].self) } == 0)
  }

  @Test("Rule 1 on a value in a let: no storage to survive")
  func valueOwnershipBrokenByLet() {
    expectRecorded(
      """
      Rule 1 (@State owns the model) broken: LetScrumsView.scrums is a `let`: it owns no storage, so nothing of it survives a parent re-render
        declared: let scrums: [DailyScrum] = [DailyScrum] (3)
        a `let` is part of the struct, and the parent's body creates a new struct every time.
        Fix: declare `@State private var scrums: [DailyScrum]` in the view that owns it, or `@Binding var scrums: [DailyScrum]` in one its parent passes it to.
      """
    ) {
      ParentHarness { LetScrumsView() }.expectStateOwnsTheModel(of: [DailyScrum].self)
    }
  }

  @Test("Rule 1 on a value whose view's identity changes with every parent re-render")
  func valueOwnershipBrokenByIdentity() {
    let harness = ParentHarness { NotesView().id(Ticket.take()) }
    harness.find(button: "Add")?.tap()
    expectRecorded(
      """
      Rule 1 (@State owns the model) broken: NotesView.notes is new storage (its initial value again) after parent re-render 1 of 3
        declared: @State notes
        before:   ["standup"]
        after:    []
        owned storage is only replaced when the view's identity changes.
        Fix: keep NotesView's identity stable (a changing .id or a flipped branch resets its state).
      """
    ) {
      harness.expectStateOwnsTheModel(of: [String].self)
    }
  }

  @Test("Rule 1 on a view anywhere in the tree, by type: holds for a borrowed model, fails for a fresh one")
  func ownershipInAChild() {
    #expect(
      recordedIssues {
        ParentHarness { Screen() }.expectStateOwnsTheModel(of: Store.self, in: NameSection.self)
      } == 0)
    #expect(
      recordedIssues {
        ParentHarness { ScrumsView() }.expectStateOwnsTheModel(of: Double.self, in: DetailView.self)
      } == 0)
    let harness = ParentHarness { FreshChildScreen() }
    let line = #line + 2
    let issues = recordedIssueDetails {
      harness.expectStateOwnsTheModel(of: Store.self, in: NameSection.self)
    }
    #expect(
      issues.map(\.message) == [
        """
        Rule 1 (@State owns the model) broken: NameSection.store is a new Store after parent re-render 1 of 3
          declared: @Bindable store
          before:   Store#N
          after:    Store#N
          @Bindable owns no storage: `@Bindable var m = Model()` makes a new model with every struct.
          Fix: declare `@State private var store = Store()` in the view that creates it.
        """
      ])
    #expect(issues.map(\.line) == [line])
  }

  @Test("Rule 1 on a child whose parent gives it a new identity, and on a view that is not mounted")
  func ownershipInAChildFails() {
    let harness = ParentHarness { ResettingParent() }
    harness.find(button: "Add")?.tap()
    expectRecorded(
      """
      Rule 1 (@State owns the model) broken: NotesView.notes is new storage (its initial value again) after parent re-render 1 of 3
        declared: @State notes
        before:   ["standup"]
        after:    []
        owned storage is only replaced when the view's identity changes.
        Fix: keep NotesView's identity stable (a changing .id or a flipped branch resets its state).
      """
    ) {
      harness.expectStateOwnsTheModel(of: [String].self, in: NotesView.self)
    }
    expectRecorded(1) {
      harness.expectStateOwnsTheModel(of: Store.self, in: NameSection.self)
    } matching: { issue in
      message(issue).hasPrefix(
        "expectStateOwnsTheModel(of: Store.self, in: NameSection.self): no NameSection is mounted\n")
    }
  }

  @Test(
    "Rule 1 on the view a probe found: the probe's identity keeps its storage, or the failure says it left")
  func ownershipInAProbe() {
    let stable = ParentHarness { ScrumsView() }
    if let detail = stable.find(DetailView.self) {
      #expect(recordedIssues { stable.expectStateOwnsTheModel(of: Double.self, in: detail) } == 0)
    }
    let resetting = ParentHarness { ResettingParent() }
    guard let notes = resetting.find(NotesView.self) else { return }
    expectRecorded(
      """
      Rule 1 (@State owns the model) broken: NotesView.notes is gone after parent re-render 1 of 3: NotesView's identity changed
        declared: @State notes
        before:   []
        Fix: keep NotesView's identity stable (a changing .id or a flipped branch resets its state).
      """
    ) {
      resetting.expectStateOwnsTheModel(of: [String].self, in: notes)
    }
  }

  @Test("Rule 2 on a screen deep in the tree: the owner is the nearest view above the child that owns one")
  func sharedInstanceBelowTheRoot() {
    #expect(
      recordedIssues { ParentHarness { Shell() }.expectBindableShares(of: Store.self, in: NameSection.self) }
        == 0
    )
    expectRecorded(
      """
      Rule 2 (@Bindable shares, never owns) broken: StateChild.store is @State, so the child owns its Store
        parent: StateChildScreen.store = Store#N
        child:  @State store = Store#N
        @State keeps the first instance it was given and ignores the ones the parent passes later: the view stops updating.
        Fix: declare `@Bindable var store: Store` (or a plain `let` if the view only reads it).
      """
    ) {
      ParentHarness { CopyingShell() }.expectBindableShares(of: Store.self, in: StateChild.self)
    }
  }

  @Test("Rule 1 broken by @Bindable on an owned model")
  func ownershipBrokenByBindable() {
    let harness = ParentHarness { BindableOwnerScreen() }
    expectRecorded(1) {
      harness.expectStateOwnsTheModel(of: Store.self)
    } matching: { issue in
      message(issue).contains("declared: @Bindable store")
        && message(issue).contains("@Bindable owns no storage")
    }
  }

  @Test("Rule 1 of a type the root does not hold is reported")
  func ownershipWrongType() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      harness.expectStateOwnsTheModel(of: NSObject.self)
    } matching: { issue in
      message(issue).hasPrefix("expectStateOwnsTheModel(of: NSObject.self): Screen holds no NSObject\n")
    }
  }
}
