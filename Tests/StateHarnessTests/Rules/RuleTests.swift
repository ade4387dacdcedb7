import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("The five rules")
struct RuleTests {
  // MARK: Rule 1

  @Test("the rules are one type: failures and the audit name each rule the same way")
  func rulesAreOneType() {
    #expect(Rule.all.map(\.number) == [1, 2, 3, 4, 5])
    #expect(Rule.bindableShares.description == "Rule 2 (@Bindable shares, never owns)")
    let failure = ParentHarness { LetScreen() }.checkOwnershipStable(of: Store.self)
    #expect(failure?.headline.hasPrefix("Rule 1 (@State owns the model) broken: ") == true)
    #expect(OwnershipMistake.stateOnInjectedValue.rule == .bindableShares)
    #expect(OwnershipMistake.allCases.map(\.rule.number) == [2, 1, 4, 2, 1])
  }

  @Test("Rule 1 holds: a @State model survives parent re-renders")
  func ownershipHolds() {
    ParentHarness { Screen() }.expectOwnershipStable(of: Store.self)
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
      harness.expectOwnershipStable(of: Store.self, reRenders: 2)
    }
  }

  @Test("Rule 1 on a value holds: @State storage survives parent re-renders")
  func valueOwnershipHolds() {
    let harness = ParentHarness { NotesView() }
    harness.find(button: "Add")?.tap()
    #expect(recordedIssues { harness.expectOwnershipStable(of: [String].self) } == 0)
    #expect(harness.installed([String].self) == ["standup"])
    #expect(
      recordedIssues { ParentHarness { ScrumsView() }.expectOwnershipStable(of: [DailyScrum].self) } == 0)
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
      ParentHarness { LetScrumsView() }.expectOwnershipStable(of: [DailyScrum].self)
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
      harness.expectOwnershipStable(of: [String].self)
    }
  }

  @Test("Rule 1 on a view anywhere in the tree, by type: holds for a borrowed model, fails for a fresh one")
  func ownershipInAChild() {
    #expect(
      recordedIssues {
        ParentHarness { Screen() }.expectOwnershipStable(of: Store.self, in: NameSection.self)
      } == 0)
    #expect(
      recordedIssues {
        ParentHarness { ScrumsView() }.expectOwnershipStable(of: Double.self, in: DetailView.self)
      } == 0)
    let harness = ParentHarness { FreshChildScreen() }
    let line = #line + 1
    let issues = recordedIssueDetails { harness.expectOwnershipStable(of: Store.self, in: NameSection.self) }
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
      harness.expectOwnershipStable(of: [String].self, in: NotesView.self)
    }
    expectRecorded(1) {
      harness.expectOwnershipStable(of: Store.self, in: NameSection.self)
    } matching: { issue in
      message(issue).hasPrefix(
        "expectOwnershipStable(of: Store.self, in: NameSection.self): no NameSection is mounted\n")
    }
  }

  @Test(
    "Rule 1 on the view a probe found: the probe's identity keeps its storage, or the failure says it left")
  func ownershipInAProbe() {
    let stable = ParentHarness { ScrumsView() }
    if let detail = stable.find(DetailView.self) {
      #expect(recordedIssues { stable.expectOwnershipStable(of: Double.self, in: detail) } == 0)
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
      resetting.expectOwnershipStable(of: [String].self, in: notes)
    }
  }

  @Test("Rule 2 on a screen deep in the tree: the owner is the nearest view above the child that owns one")
  func sharedInstanceBelowTheRoot() {
    #expect(
      recordedIssues { ParentHarness { Shell() }.expectSharedInstance(Store.self, in: NameSection.self) } == 0
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
      ParentHarness { CopyingShell() }.expectSharedInstance(Store.self, in: StateChild.self)
    }
  }

  @Test("Rule 1 broken by @Bindable on an owned model")
  func ownershipBrokenByBindable() {
    let harness = ParentHarness { BindableOwnerScreen() }
    expectRecorded(1) {
      harness.expectOwnershipStable(of: Store.self)
    } matching: { issue in
      message(issue).contains("declared: @Bindable store")
        && message(issue).contains("@Bindable owns no storage")
    }
  }

  @Test("Rule 1 of a type the root does not hold is reported")
  func ownershipWrongType() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      harness.expectOwnershipStable(of: NSObject.self)
    } matching: { issue in
      message(issue).hasPrefix("expectOwnershipStable(of: NSObject.self): Screen holds no NSObject\n")
    }
  }

  // MARK: Rule 2

  @Test("Rule 2 holds: the @Bindable child shares the owner's instance")
  func sharedHolds() {
    ParentHarness { Screen() }.expectSharedInstance(Store.self, in: NameSection.self)
  }

  @Test("Rule 2 broken by @State on an injected model")
  func sharedBrokenByState() {
    let harness = ParentHarness { StateChildScreen() }
    expectRecorded(
      """
      Rule 2 (@Bindable shares, never owns) broken: StateChild.store is @State, so the child owns its Store
        parent: StateChildScreen.store = Store#N
        child:  @State store = Store#N
        @State keeps the first instance it was given and ignores the ones the parent passes later: the view stops updating.
        Fix: declare `@Bindable var store: Store` (or a plain `let` if the view only reads it).
      """
    ) {
      harness.expectSharedInstance(Store.self, in: StateChild.self)
    }
  }

  @Test("Rule 2 broken by a child given another instance")
  func sharedBrokenByFreshInstance() {
    let harness = ParentHarness { FreshChildScreen() }
    expectRecorded(
      """
      Rule 2 (@Bindable shares, never owns) broken: NameSection.store is not the instance FreshChildScreen owns
        parent: FreshChildScreen.store = Store#N
        child:  @Bindable store = Store#N
        Fix: pass the owner's instance down (`NameSection(store: store)`) instead of making one.
      """
    ) {
      harness.expectSharedInstance(Store.self, in: NameSection.self)
    }
  }

  @Test("Rule 2 with a child that holds no such model is reported")
  func sharedChildHoldsNone() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      harness.expectSharedInstance(Store.self, in: SwitchSection.self)
    } matching: { issue in
      message(issue).hasPrefix("Rule 2 (@Bindable shares, never owns) broken: SwitchSection holds no Store\n")
    }
  }

  // MARK: Rule 3

  @Test("Rule 3 holds: toggles, text fields and child bindings write through to the source")
  func writeHolds() {
    let harness = ParentHarness { Screen() }
    let store = harness.installed(Store.self)!
    harness.expectWriteReachesSource(toggle: "Switch", source: store.isOn)
    harness.expectWriteReachesSource(textField: "Name", input: "Ada", source: store.name)
    harness.expectWriteReachesSource(false, through: \SwitchSection.$isOn, source: store.isOn)
  }

  @Test("Rule 3 broken by a child that keeps a @State copy")
  func writeBrokenByCopy() {
    let harness = ParentHarness { CopyingScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: flipping Toggle "Switch" did not reach the source of truth
        the binding points to: CopyingSection.isOn
        the source of truth reads: true (expected false)
        the control shows: false
        Fix: take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; a plain value, a constant or a @State copy edits a copy.
      """
    ) {
      harness.expectWriteReachesSource(toggle: "Switch", source: store.isOn)
    }
  }

  @Test("Rule 3 broken: the write reaches the source but the control shows a stale value")
  func writeReachesSourceButNotControl() {
    let harness = ParentHarness { StaleToggleScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: flipping Toggle "Switch" reached the source but the control does not show it
        the binding points to: custom get/set
        the source of truth reads: false (expected false)
        the control shows: true
        Fix: make the binding's getter read the source its setter writes (`$store.isOn`, not `Binding(get: { copy }, set: { store.isOn = $0 })`).
      """
    ) {
      harness.expectWriteReachesSource(toggle: "Switch", source: store.isOn)
    }
  }

  @Test("Rule 3 broken by a constant binding")
  func writeBrokenByConstant() {
    let harness = ParentHarness { ConstantScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(1) {
      harness.expectWriteReachesSource(toggle: "Switch", source: store.isOn)
    } matching: { issue in
      message(issue).contains("the binding points to: constant")
    }
  }

  @Test("Rule 3 broken: a text field that edits a @State copy")
  func writeBrokenByTextFieldCopy() {
    let harness = ParentHarness { CopyingNameScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: typing "Ada" into TextField "Name" did not reach the source of truth
        the binding points to: CopyingNameField.name
        the source of truth reads: "" (expected "Ada")
        the control shows: "Ada"
        Fix: take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; a plain value, a constant or a @State copy edits a copy.
      """
    ) {
      harness.expectWriteReachesSource(textField: "Name", input: "Ada", source: store.name)
    }
  }

  @Test("Rule 3 broken: a child given a constant binding")
  func writeBrokenThroughConstantChildBinding() {
    let harness = ParentHarness { ConstantChildScreen() }
    let store = harness.installed(Store.self)!
    expectRecorded(
      """
      Rule 3 (@Binding writes reach the source of truth) broken: writing false through SwitchSection's binding did not reach the source of truth
        the binding points to: constant
        the source of truth reads: true (expected false)
        the control shows: true
        Fix: take `@Binding var value` in the child and pass `$owner.value` from the view that owns it; a plain value, a constant or a @State copy edits a copy.
      """
    ) {
      harness.expectWriteReachesSource(false, through: \SwitchSection.$isOn, source: store.isOn)
    }
  }

  // MARK: Rule 4

  @Test("Rule 4 holds: every reader sees each value set at the root")
  func environmentHolds() {
    ThemedHarness(\.mode, .day) { Screen() }.expectEnvironmentPropagates(.night, .day)
  }

  @Test("Rule 4 broken by a subtree that overrides the value")
  func environmentBroken() {
    let harness = ThemedHarness(\.mode, .day) { ShieldedScreen() }
    expectRecorded(
      """
      Rule 4 (environment values are read, not stored) broken: after setting \\.mode to night, 1 of 2 readers see another value
        ModeReader.mode sees night
        ModeReader.mode sees day
        Fix: read the value with @Environment where it is used; don't copy it into @State or a let.
      """
    ) {
      harness.expectEnvironmentPropagates(.night)
    }
  }

  @Test("Rule 4 with no reader is reported")
  func environmentNoReader() {
    let harness = ThemedHarness(\.mode, .day) { LetScreen() }
    expectRecorded(1) {
      harness.expectEnvironmentPropagates(.night)
    } matching: { issue in
      message(issue).hasPrefix(
        "Rule 4 (environment values are read, not stored) broken: no mounted view reads \\.mode\n")
    }
  }

  // MARK: Rule 5

  @Test("Rule 5 holds: a let model is re-created by a parent re-render")
  func recreationHolds() {
    ParentHarness { LetScreen() }.expectRecreatedOnReRender(Store.self)
  }

  @Test("Rule 5 fails once the view owns its model")
  func recreationNoLongerHolds() {
    let harness = ParentHarness { StateChildScreen() }
    expectRecorded(
      """
      Rule 5 (a `let` model is re-created) no longer holds: StateChildScreen.store survived a parent re-render
        declared: @State store
        before and after: Store#N
        Fix: the view now keeps its model (owned with @State, or passed in): delete this anti-pattern test.
      """
    ) {
      harness.expectRecreatedOnReRender(Store.self)
    }
  }

  @Test("Rule 5 on a view below the root: its let model is re-created when its parent re-renders")
  func recreationInAChild() {
    #expect(
      recordedIssues { ParentHarness { LetTab() }.expectRecreatedOnReRender(Store.self, in: LetScreen.self) }
        == 0)
  }

  @Test("Rule 5 on a view below the root fails once it owns its model, and when it is not mounted")
  func recreationInAChildFails() {
    let harness = ParentHarness { StateTab() }
    expectRecorded(
      """
      Rule 5 (a `let` model is re-created) no longer holds: StateChildScreen.store survived a re-render of the view that contains it
        declared: @State store
        before and after: Store#N
        Fix: the view now keeps its model (owned with @State, or passed in): delete this anti-pattern test.
      """
    ) {
      harness.expectRecreatedOnReRender(Store.self, in: StateChildScreen.self)
    }
    expectRecorded(
      """
      expectRecreatedOnReRender(Store.self, in: LetScreen.self): no LetScreen is mounted
        Mounted:
          StateTab
            Text "tab"
            StateChildScreen
              StateChild
                Text "state child"
        Fix: check the branch that should show LetScreen.
      """
    ) {
      harness.expectRecreatedOnReRender(Store.self, in: LetScreen.self)
    }
  }
}

private struct Endless: View {
  var body: some View { Endless() }
}

/// A tab holding a screen below the root, for the rules' `in:` forms.
private struct LetTab: View {
  var body: some View {
    VStack {
      Text("tab")
      LetScreen()
    }
  }
}

private struct StateTab: View {
  var body: some View {
    VStack {
      Text("tab")
      StateChildScreen()
    }
  }
}

@MainActor
@Suite("Custom rules and misuse")
struct CustomRuleTests {
  @Test("HarnessFailure.record() reports in the house shape at the caller's line")
  func recordCustomFailure() {
    let line = #line + 3
    expectRecorded(1) {
      HarnessFailure(headline: "My rule broken: two rows", evidence: ["rows: 2"], fix: "show one.")
        .record()
    } matching: { issue in
      message(issue) == "My rule broken: two rows\n  rows: 2\n  Fix: show one."
        && issue.sourceLocation?.line == line
    }
  }

  @Test("a view that recurses without end is bounded and recorded, not a crash")
  func endlessRecursion() {
    expectRecorded(1) {
      _ = ParentHarness { Endless() }
    } matching: { issue in
      message(issue).hasPrefix(
        "Runtime warning (recursionLimit): Endless contains itself without end: its body "
          + "produces an equal Endless in the same environment 1 level down")
    }
  }
}

@MainActor
@Suite("Rule 3 records once")
struct BindingWriteRuleCountTests {
  @Test("Rule 3 on a toggle that is not mounted records one issue, in the find's shape")
  func missingToggleRecordsOnce() {
    let store = Store()
    let harness = ParentHarness { Screen() }
    expectRecorded(
      """
      expectWriteReachesSource(toggle: "Dark mode"): no Toggle titled "Dark mode" is mounted
        Toggles mounted: "Switch"
        Fix: match the title exactly as shown.
      """
    ) {
      harness.expectWriteReachesSource(toggle: "Dark mode", source: store.isOn)
    }
    #expect(
      recordedIssues { harness.expectWriteReachesSource(toggle: "Dark mode", source: store.isOn) }
        == 1)
    #expect(harness.checkWriteReachesSource(toggle: "Dark mode", source: store.isOn) != nil)
  }

  @Test("Rule 3 on a text field that is not mounted records one issue")
  func missingTextFieldRecordsOnce() {
    let store = Store()
    let harness = ParentHarness { Screen() }
    #expect(
      recordedIssues {
        harness.expectWriteReachesSource(textField: "Email", input: "a@b.c", source: store.name)
      } == 1)
  }
}

/// Writes through to the store but always shows `true`: the getter reads a stale copy.
private struct StaleToggleScreen: View {
  @State var store = Store()
  var body: some View {
    Toggle("Switch", isOn: Binding(get: { true }, set: { store.isOn = $0 }))
  }
}
