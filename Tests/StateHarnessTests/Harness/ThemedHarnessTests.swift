import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("ThemedHarness")
struct ThemedHarnessTests {
  @Test("setTheme(_:) changes the root value; observedTheme() returns what readers see")
  func setAndObserve() {
    let harness = ThemedHarness(\.mode, .day) { Screen() }
    #expect(harness.observedTheme() == .day)
    harness.setTheme(.night)
    #expect(harness.observedTheme() == .night)
    #expect(harness.contains(text: "Mode: Night"))
    #expect(harness.rootValue == .night)
  }

  @Test("observedTheme() with no reader records an issue")
  func noReader() {
    let harness = ThemedHarness(\.mode, .day) { LetScreen() }
    expectRecorded(
      """
      observedTheme(): no mounted view reads \\.mode with @Environment
        Mounted:
          LetScreen
            Text "let screen"
        Fix: declare @Environment(\\.mode) in the view that shows the value.
      """
    ) {
      #expect(harness.observedTheme() == nil)
    }
  }

  @Test("observedTheme() with readers that disagree records an issue")
  func disagreement() {
    let harness = ThemedHarness(\.mode, .night) { ShieldedScreen() }
    expectRecorded(
      """
      observedTheme(): the readers of \\.mode disagree
        ModeReader.mode sees night
        ModeReader.mode sees day
        the root sets night
        Fix: read the value with @Environment where it is used; don't copy it into @State or a let.
      """
    ) {
      _ = harness.observedTheme()
    }
  }

  @Test("ThemedHarness offers the ParentHarness queries")
  func sharedQueries() {
    let harness = ThemedHarness(\.mode, .day) { Screen() }
    harness.find(toggle: "Switch")?.tap()
    #expect(harness.installed(Store.self)?.isOn == false)
    harness.reRender()
    #expect(harness.bodyEvaluations(of: Screen.self) == 1, "equal inputs: not re-evaluated (S37)")
  }
}

@MainActor
@Suite("EnvironmentHarness")
struct EnvironmentHarnessTests {
  @Test("any key, with names that do not say theme: setValue(_:) and observedValue()")
  func anyKey() {
    let harness = EnvironmentHarness(\.mode, .day) { Screen() }
    #expect(harness.observedValue() == .day)
    harness.setValue(.night)
    #expect(harness.observedValue() == .night)
    #expect(harness.keyPath == \.mode)
    expectRecorded(
      """
      observedValue(): no mounted view reads \\.mode with @Environment
        Mounted:
          LetScreen
            Text "let screen"
        Fix: declare @Environment(\\.mode) in the view that shows the value.
      """
    ) {
      #expect(EnvironmentHarness(\.mode, .day) { LetScreen() }.observedValue() == nil)
    }
  }

  @Test("a model placed with .environment(_:): every @Environment(Model.self) reader holds each one set")
  func modelPropagates() {
    let harness = EnvironmentHarness(ModelData()) { LandmarkList() }
    #expect(harness.keyPath == nil)
    #expect(harness.observedValue() === harness.rootValue)
    let next = ModelData()
    harness.setValue(next)
    #expect(harness.observedValue() === next)
    #expect(recordedIssues { harness.expectEnvironmentIsRead(ModelData(), ModelData()) } == 0)
  }

  @Test("Rule 4 on a model fails, naming each instance, when a subtree reads another")
  func modelShielded() {
    let harness = EnvironmentHarness(ModelData()) { ShieldedLandmarks() }
    let line = #line + 12
    let issues = recordedIssueDetails { harness.expectEnvironmentIsRead(ModelData()) }
    #expect(
      issues.map(\.message) == [
        """
        Rule 4 (environment values are read, not stored) broken: after setting ModelData.self to ModelData#N, 1 of 3 readers see another value
          LandmarkList.modelData sees ModelData#N
          FavoritesBadge.modelData sees ModelData#N
          FavoritesBadge.modelData sees ModelData#N
          Fix: read the value with @Environment where it is used; don't copy it into @State or a let.
        """
      ])
    #expect(issues.map(\.line) == [line - 11])
  }

  @Test("Rule 4 on a model no view reads")
  func modelUnread() {
    expectRecorded(1) {
      EnvironmentHarness(ModelData()) { LetScreen() }.expectEnvironmentIsRead(ModelData())
    } matching: { issue in
      message(issue).hasPrefix(
        "Rule 4 (environment values are read, not stored) broken: no mounted view reads ModelData.self\n")
    }
  }
}
