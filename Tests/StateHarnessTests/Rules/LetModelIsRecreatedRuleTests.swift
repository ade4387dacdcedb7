import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Rule 5: a let model is re-created")
struct LetModelIsRecreatedRuleTests {
  @Test("Rule 5 holds: a let model is re-created by a parent re-render")
  func recreationHolds() {
    ParentHarness { LetScreen() }.expectLetModelIsRecreated(of: Store.self)
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
      harness.expectLetModelIsRecreated(of: Store.self)
    }
  }

  @Test("Rule 5 on a view below the root: its let model is re-created when its parent re-renders")
  func recreationInAChild() {
    #expect(
      recordedIssues {
        ParentHarness { LetTab() }.expectLetModelIsRecreated(of: Store.self, in: LetScreen.self)
      }
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
      harness.expectLetModelIsRecreated(of: Store.self, in: StateChildScreen.self)
    }
    expectRecorded(
      """
      expectLetModelIsRecreated(of: Store.self, in: LetScreen.self): no LetScreen is mounted
        Mounted:
          StateTab
            Text "tab"
            StateChildScreen
              StateChild
                Text "state child"
        Fix: check the branch that should show LetScreen.
      """
    ) {
      harness.expectLetModelIsRecreated(of: Store.self, in: LetScreen.self)
    }
  }
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
