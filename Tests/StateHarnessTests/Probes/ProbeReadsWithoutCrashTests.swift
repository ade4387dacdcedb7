import Observation
import Testing
@_spi(Inspection) import ViewGraph

@testable import StateHarness

// Reads and drives that SwiftUI would trap on, or that reach a view that is gone: each is a
// recorded issue naming what was asked and what was found, and the test process goes on
// (#34). Each test runs in the same process as the rest of the suite.

@Observable private final class LandmarkModel {
  var names = ["Turtle Rock"]
}

private final class LegacySession: ObservableObject {
  @Published var user = "ada"
}

private struct LandmarkListScreen: View {
  @Environment(LandmarkModel.self) var model
  var body: some View { Text("\(model.names.count) landmarks") }
}

private struct LegacyScreen: View {
  @EnvironmentObject var session: LegacySession
  var body: some View { Text(session.user) }
}

private struct TwoLists: View {
  var body: some View {
    VStack {
      LandmarkListScreen()
      LandmarkListScreen().environment(LandmarkModel())
    }
  }
}

/// Records what leaving the screen ran.
@MainActor private final class Lifecycle {
  var events: [String] = []
}

private struct PollingScreen: View {
  let lifecycle: Lifecycle
  @State var count = 0
  var body: some View {
    Button("count \(count)") { count += 1 }
      .onDisappear { lifecycle.events.append("disappear") }
      .task {
        do {
          try await Task.sleep(for: .seconds(3600))
        } catch {
          lifecycle.events.append("cancelled")
        }
      }
  }
}

private struct Counter: View {
  @State var count = 0
  var body: some View { Button("count \(count)") { count += 1 } }
}

private struct Switcher: View {
  @State var shows = true
  var body: some View {
    VStack {
      if shows { Counter() }
      Button("hide") { shows = false }
    }
  }
}

@MainActor @Suite("Probe reads never crash", .stateHarness(settleTimeout: .seconds(60)))
struct ProbeReadsWithoutCrashTests {
  private let missingModel =
    "No Observable object of type LandmarkModel found. A View.environmentObject(_:) for LandmarkModel may be missing as an ancestor of this view."

  @Test func findOfAViewMissingItsObservableModelIsAnIssueNotACrash() {
    var names: [String]?
    let line = #line + 3
    let details = recordedIssueDetails {
      let harness = ParentHarness { LandmarkListScreen() }
      names = harness.find(LandmarkListScreen.self)?.view.model.names
    }
    #expect(names == nil)
    #expect(details.count == 2)
    #expect(details.map(\.line) == [line - 1, line])
    #expect(
      details.first?.message.hasPrefix("Runtime warning (missingEnvironmentObject): \(missingModel)\n")
        == true)
    #expect(
      details.last?.message == """
        find(LandmarkListScreen.self): LandmarkListScreen is mounted but not rendered, and reading it would stop the test process
          model: \(missingModel)
          mounted at: LandmarkListScreen
          SwiftUI does not render a view whose environment object is missing, and traps when the property is read; the harness has no LandmarkModel to hand out, so it returns nil.
          Fix: place one above the view in the harness: `.environment(LandmarkModel(…))` on it or on an ancestor.
        """)
  }

  @Test func findAllLeavesOutAViewMissingItsEnvironmentObjectWithAnIssue() {
    var users: [String] = []
    let details = recordedIssueDetails {
      let harness = ParentHarness { LegacyScreen() }
      users = harness.findAll(LegacyScreen.self).map(\.view.session.user)
      #expect(harness.contains(LegacyScreen.self))
    }
    #expect(users.isEmpty)
    #expect(details.count == 2)
    #expect(
      details.last?.message.hasPrefix("findAll(LegacyScreen.self): LegacyScreen is mounted but not rendered")
        == true)
    #expect(
      details.last?.message.hasSuffix(
        "Fix: place one above the view in the harness: `.environmentObject(LegacySession(…))` on it or on an ancestor."
      ) == true)
  }

  @Test func theCopyThatHasItsModelIsStillFoundAndRead() {
    var counts: [Int] = []
    let details = recordedIssueDetails {
      let harness = ParentHarness { TwoLists() }
      counts = harness.findAll(LandmarkListScreen.self).map(\.view.model.names.count)
    }
    #expect(counts == [1])
    // The missing model's warning, then findAll's issue for the copy without it.
    #expect(details.count == 2)
  }

  @Test func unmountRunsOnDisappearAndCancelsTasks() async {
    let lifecycle = Lifecycle()
    let harness = ParentHarness { PollingScreen(lifecycle: lifecycle) }
    await Task.yield()
    harness.unmount()
    await harness.settle()
    #expect(lifecycle.events == ["disappear", "cancelled"])
  }

  @Test func queriesAfterUnmountSayTheHarnessWasUnmounted() {
    let lifecycle = Lifecycle()
    let harness = ParentHarness { PollingScreen(lifecycle: lifecycle) }
    let probe = harness.find(PollingScreen.self)
    let button = harness.find(button: "count 0")
    let unmountLine = #line + 1
    harness.unmount()
    let details = recordedIssueDetails {
      _ = harness.find(PollingScreen.self)
      _ = probe?.view
      button?.tap()
      harness.reRender()
      harness.unmount()
    }
    #expect(details.count == 5)
    #expect(
      details[0].message == """
        find(PollingScreen.self): the harness was unmounted at line \(unmountLine); nothing is mounted
          unmount() ran every onDisappear and cancelled every task; the views are gone.
          Fix: make a new harness to mount the screen again, or ask before unmount().
        """)
    #expect(
      details[1].message == """
        view: PollingScreen is no longer mounted
          found at: PollingScreen
          unmount() at line \(unmountLine) tore the views down.
          Fix: assert that it is gone with contains(_:) or findAll(_:).
        """)
    #expect(details[2].message.hasPrefix("tap(): Button \"count 0\" is no longer mounted"))
    let unmounted = """
      the harness was unmounted at line \(unmountLine); nothing is mounted
        unmount() ran every onDisappear and cancelled every task; the views are gone.
        Fix: make a new harness to mount the screen again, or ask before unmount().
      """
    #expect(details[3].message == "reRender(): " + unmounted)
    #expect(details[4].message == "unmount(): " + unmounted)
  }

  @Test func aViewValueKeptAfterItsIdentityLeftReadsItsLastState() {
    let harness = ParentHarness { Switcher() }
    harness.find(button: "count 0")?.tap()
    let kept = harness.find(Counter.self)?.view
    harness.find(button: "hide")?.tap()
    // The value is the test's own copy: its @State reads the storage of the identity that
    // left, as a closure that outlived a SwiftUI view does. No trap, no issue.
    #expect(kept?.count == 1)
    #expect(!harness.contains(Counter.self))
  }
}
