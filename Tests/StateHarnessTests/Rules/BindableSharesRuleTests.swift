import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Rule 2: @Bindable shares, never owns")
struct BindableSharesRuleTests {
  @Test("Rule 2 holds: the @Bindable child shares the owner's instance")
  func sharedHolds() {
    ParentHarness { Screen() }.expectBindableShares(of: Store.self, in: NameSection.self)
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
      harness.expectBindableShares(of: Store.self, in: StateChild.self)
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
      harness.expectBindableShares(of: Store.self, in: NameSection.self)
    }
  }

  @Test("Rule 2 with a child that holds no such model is reported")
  func sharedChildHoldsNone() {
    let harness = ParentHarness { Screen() }
    expectRecorded(1) {
      harness.expectBindableShares(of: Store.self, in: SwitchSection.self)
    } matching: { issue in
      message(issue).hasPrefix("Rule 2 (@Bindable shares, never owns) broken: SwitchSection holds no Store\n")
    }
  }
}
