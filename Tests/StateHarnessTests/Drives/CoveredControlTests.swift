import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

private struct ToolbarRoot: View {
  @State var taps = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("Taps \(taps)")
        NavigationLink("Details") { DetailsScreen() }
      }
      .toolbar { Button("Add") { taps += 1 } }
    }
  }
}

private struct DetailsScreen: View {
  var body: some View { Text("Details") }
}

private struct TwoTabs: View {
  var body: some View {
    TabView {
      Text("Home").tabItem { Text("Home") }
      Button("Refresh") {}.tabItem { Text("Other") }
      Button("Save") {}.disabled(true).tabItem { Text("Disabled") }
    }
  }
}

private struct MapWithSheet: View {
  @State var taps = 0
  var body: some View {
    Button("Recenter \(taps)") { taps += 1 }
      .sheet(isPresented: .constant(true)) {
        Text("Results").presentationBackgroundInteraction(.enabled)
      }
  }
}

@MainActor
@Suite("S239: a drive reaches only what a user can")
struct CoveredControlTests {
  @Test("S239: the root's toolbar button under a pushed screen is a recorded issue naming the screen")
  func underPushedScreen() {
    let harness = ParentHarness { ToolbarRoot() }
    harness.find(navigationLink: "Details")?.tap()
    let issues = recordedIssueDetails { harness.find(button: "Add")?.tap() }
    #expect(
      issues.map(\.message) == [
        """
        tap(): Button "Add" is covered by a pushed screen showing DetailsScreen
          A user reaches only the controls of what is shown on top.
          Fix: go back first (harness.navigateBack()), as a user would.
        """
      ])
    #expect(issues.map(\.line) == [#line - 9])
    #expect(harness.find(ToolbarRoot.self)?.view.taps == 0)
  }

  @Test("S239: a button under a sheet, a full-screen cover or an alert is a recorded issue naming it")
  func underPresentations() {
    let sheet = ParentHarness { PresentingScreen() }
    sheet.find(button: "Sheet")?.tap()
    let cover = ParentHarness { PresentingScreen() }
    cover.find(button: "Cover")?.tap()
    let alert = ParentHarness { PresentingScreen() }
    alert.find(button: "Alert")?.tap()
    let issues = recordedIssueDetails {
      sheet.find(button: "Cover")?.tap()
      cover.find(button: "Sheet")?.tap()
      alert.find(button: "Sheet")?.tap()
    }
    #expect(
      issues.map(\.message) == [
        """
        tap(): Button "Cover" is covered by a sheet
          A user reaches only the controls of what is shown on top.
          Fix: dismiss it first (harness.find(…)?.dismiss(), or a button in it).
        """,
        """
        tap(): Button "Sheet" is covered by a full-screen cover
          A user reaches only the controls of what is shown on top.
          Fix: dismiss it first (harness.find(…)?.dismiss(), or a button in it).
        """,
        """
        tap(): Button "Sheet" is covered by an alert "Heads up"
          A user reaches only the controls of what is shown on top.
          Fix: answer it first: tap one of its buttons, as a user would.
        """,
      ])
    #expect(sheet.contains(text: "Cover content") == false)
    #expect(alert.contains(text: "Sheet content") == false)
    // What is on top is reached.
    #expect(recordedIssues { alert.find(button: "OK")?.tap() } == 0)
    #expect(recordedIssues { alert.find(button: "Sheet")?.tap() } == 0)
  }

  @Test("S239: a sheet that lets the background interact covers nothing")
  func backgroundInteraction() {
    let harness = ParentHarness { MapWithSheet() }
    #expect(recordedIssues { harness.find(button: "Recenter 0")?.tap() } == 0)
    #expect(harness.find(button: "Recenter 1") != nil)
  }

  @Test("S239: a control in a tab not shown is a recorded issue; the snapshot marks the tab shown")
  func inAnotherTab() {
    let harness = ParentHarness { TwoTabs() }
    let issues = recordedIssueDetails { harness.find(button: "Refresh")?.tap() }
    #expect(
      issues.map(\.message) == [
        """
        tap(): Button "Refresh" is covered by the tab "Other", which is not selected
          A user reaches only the controls of what is shown on top.
          Fix: select the tab first (harness.find(tab: …)?.select()).
        """
      ])
    harness.find(tab: "Other")?.select()
    #expect(recordedIssues { harness.find(button: "Refresh")?.tap() } == 0)
    #expect(
      harness.snapshot() == """
        TwoTabs
          TabView
            Text "Home"
            tabItem
              Text "Home"
            Button "Refresh"
            tabItem (selected)
              Text "Other"
            Button "Save" (disabled)
            tabItem
              Text "Disabled"
        """)
  }
}
