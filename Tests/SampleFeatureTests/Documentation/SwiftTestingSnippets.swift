// The Swift of the "Swift Testing integration" and "Troubleshooting" articles, compiled and
// run here; scripts/check-snippets holds each article's block to its region below.

// snippet: imports
import StateHarness
import Testing
import ViewGraph  // names ViewGraph's own types: View, Text, StateInitialization

@testable import SampleFeature

// snippet end

// snippet: trait
@MainActor
@Suite(.stateHarness(runtimeWarnings: .collect, endOfTest: .all))
struct SettingsUnderBothStateGenerations {
  @Test(arguments: StateInitialization.allCases)
  func ownsItsStore(_ mode: StateInitialization) {
    ParentHarness(stateInitialization: mode) { SettingsScreen() }
      .expectStateOwnsTheModel(of: SettingsStore.self)
  }
}
// snippet end

// snippet: viewInTestFile
/// A view declared in the test file: `View` and `Text` are ViewGraph's, so the file
/// imports ViewGraph (not SwiftUI: the test target's imports are not aliased).
struct LoadingBadge: View {
  @State private var isLoaded = false

  var body: some View {
    Text(isLoaded ? "Loaded" : "Loading").task { isLoaded = true }
  }
}

@MainActor
@Suite(.stateHarness(endOfTest: .all))
struct LoadingBadgeTests {
  @Test func loads() async {
    let harness = ParentHarness { LoadingBadge() }
    await harness.settle()  // a task still running at the end would fail the test
    #expect(harness.contains(text: "Loaded"))
  }
}
// snippet end

@MainActor
@Suite struct AcceptedAuditFindings {
  @Test func aFindingAcceptedOnPurposeIsAWarning() {
    // snippet: suppression
    let harness = ParentHarness { ScreenPassingStoreToStateChild() }
    harness.auditOwnership(suppressing: [
      AuditSuppression(
        .stateOnInjectedValue, in: ProfileSectionOwningInjectedStore.self, property: "store",
        because: "seeds an editable copy once; later changes are the user's")
    ])
    // snippet end
  }

  @Test func aRuleOfYourOwnAttachesTheHarnessState() {
    let harness = ParentHarness { SettingsScreen() }
    withKnownIssue {
      // snippet: customFailure
      if !harness.contains(text: "Current theme: Dark") {
        HarnessFailure(
          headline: "Theme rule broken: the screen does not show the dark theme",
          evidence: ["shows the light theme: \(harness.contains(text: "Current theme: Light"))"],
          fix: "set the theme with EnvironmentHarness before asserting it."
        ).record(in: harness)  // the issue, with the ownership map and outline attached
      }
      // snippet end
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Theme rule broken: the screen does not show") }
    }
  }
}
