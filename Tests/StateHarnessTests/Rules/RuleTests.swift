import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("The five rules")
struct RuleTests {
  @Test("the rules are one type: failures and the audit name each rule the same way")
  func rulesAreOneType() {
    #expect(Rule.all.map(\.number) == [1, 2, 3, 4, 5])
    #expect(Rule.bindableShares.description == "Rule 2 (@Bindable shares, never owns)")
    let failure = ParentHarness { LetScreen() }.checkStateOwnsTheModel(of: Store.self)
    #expect(failure?.headline.hasPrefix("Rule 1 (@State owns the model) broken: ") == true)
    #expect(OwnershipMistake.stateOnInjectedValue.rule == .bindableShares)
    #expect(OwnershipMistake.allCases.map(\.rule.number) == [2, 1, 4, 2, 1])
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

private struct Endless: View {
  var body: some View { Endless() }
}
