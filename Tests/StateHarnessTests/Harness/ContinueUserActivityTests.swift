import Foundation
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

/// ACHNBrowserUI's shape: the app's root continues Spotlight results and selects the item
/// the activity names.
private struct SpotlightRoot: View {
  @State private var selected = "none"

  var body: some View {
    Text("Selected \(selected)")
      .onContinueUserActivity("com.apple.corespotlightitem") { activity in
        selected = activity.userInfo?["kCSSearchableItemActivityIdentifier"] as? String ?? "?"
      }
      .onContinueUserActivity("com.example.viewing") { _ in selected = "handoff" }
  }
}

@MainActor
@Suite("S383: continuing a user activity")
struct ContinueUserActivityTests {
  @Test("S383: the actions registered for the activity's type run with it, then the screen updates")
  func continuesMatchingType() {
    let harness = ParentHarness { SpotlightRoot() }
    let activity = NSUserActivity(activityType: "com.apple.corespotlightitem")
    activity.userInfo = ["kCSSearchableItemActivityIdentifier": "tart"]
    harness.continueUserActivity(activity)
    #expect(harness.contains(text: "Selected tart"))
    harness.continueUserActivity(NSUserActivity(activityType: "com.example.viewing"))
    #expect(harness.contains(text: "Selected handoff"))
  }

  @Test("S383: an activity no mounted view continues records one issue naming the types mounted")
  func unhandledTypeRecords() {
    let harness = ParentHarness { SpotlightRoot() }
    let line = #line + 2
    expectRecorded(1) {
      harness.continueUserActivity(NSUserActivity(activityType: "com.example.other"))
    } matching: { issue in
      message(issue)
        == """
        continueUserActivity("com.example.other"): no mounted view continues activities of this type
          Mounted .onContinueUserActivity types: "com.apple.corespotlightitem", "com.example.viewing".
          Fix: add .onContinueUserActivity("com.example.other") { … } to a view that is on screen, or open the screen that has it first.
        """
        && issue.sourceLocation?.line == line
    }
    #expect(harness.contains(text: "Selected none"))
  }

  @Test("S383: with no onContinueUserActivity mounted, the issue says so")
  func noHandlerRecords() {
    let harness = ParentHarness { Text("Plain") }
    expectRecorded(1) {
      harness.continueUserActivity(NSUserActivity(activityType: String(repeating: "x", count: 130)))
    } matching: { issue in
      message(issue).hasPrefix(
        "continueUserActivity(\"\(String(repeating: "x", count: 120))…\" (130 characters)): no mounted view")
        && message(issue).contains("No .onContinueUserActivity is mounted.")
    }
  }
}
