import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// A list with a duplicate id: SwiftUI's runtime warning, to see how a harness handles it.
private struct DuplicateIDs: View {
  var body: some View { ForEach([1, 1], id: \.self) { Text("Row \($0)") } }
}

/// Shows the size its GeometryReader reports.
private struct SizeReader: View {
  var body: some View { GeometryReader { proxy in Text("Width: \(Int(proxy.size.width))") } }
}

/// A task that only ends when cancelled.
private struct NeverFinishes: View {
  var body: some View {
    Text("waiting").task { try? await Task.sleep(for: .seconds(3_600)) }
  }
}

/// The `.stateHarness(…)` trait: what every harness created in a test or suite starts from.
@MainActor
@Suite("Trait: .stateHarness", .stateHarness(runtimeWarnings: .collect, stateInitialization: .lazy))
struct StateHarnessTraitTests {
  @Test("a harness created inside the suite takes the trait's settings")
  func suiteSettingsApply() {
    let harness = ParentHarness { DuplicateIDs() }
    #expect(harness.runtimeWarnings.map(\.kind) == [.duplicateForEachID], "collected, not recorded")
    #expect(harness.host.stateInitialization == .lazy)
  }

  @Test(
    "settle() without a timeout takes the trait's settleTimeout",
    .stateHarness(settleTimeout: .milliseconds(30)))
  func settleTimeoutFromTheTrait() async {
    let harness = ParentHarness { NeverFinishes() }
    let issues = await recordedIssueDetails { await harness.settle() }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("settle(): 1 task still running after 0.03 seconds") == true)
  }

  @Test("a harness's own argument overrides the trait")
  func argumentsOverride() {
    expectRecorded(1) {
      _ = ParentHarness(runtimeWarnings: .recordIssue) { DuplicateIDs() }
    } matching: {
      message($0).hasPrefix("Runtime warning (duplicateForEachID)")
    }
    #expect(ParentHarness(stateInitialization: .eager) { Text("Hi") }.host.stateInitialization == .eager)
  }

  @Test(
    "a trait on a test replaces the settings it names and keeps the suite's others",
    .stateHarness(stateInitialization: .eager, containerSize: CGSize(width: 1024, height: 768)))
  func nestedTraitsMerge() {
    let harness = ParentHarness { SizeReader() }
    #expect(harness.host.stateInitialization == .eager)
    #expect(harness.contains(text: "Width: 1024"))
    #expect(ParentHarness { DuplicateIDs() }.runtimeWarnings.count == 1, "still collected, from the suite")
  }

  @Test("outside any trait the defaults hold: eager, warnings recorded, 390 points wide")
  func defaultsWithoutTrait() {
    HarnessConfiguration.$current.withValue(HarnessConfiguration()) {
      let harness = ParentHarness { SizeReader() }
      #expect(harness.host.stateInitialization == .eager)
      #expect(harness.contains(text: "Width: 390"))
    }
  }

  /// CI runs this one with `swift test --attachments-path` and checks the four files.
  @Test("a failing rule attaches the ownership map, its Mermaid picture, the outline and the warnings")
  func failureAttachments() {
    withKnownIssue {
      ParentHarness { DuplicateIDs() }.expectStateOwnsTheModel(of: NSObject.self)
    }
  }

  @Test(
    "StateInitialization.allCases drives a rule under both generations",
    arguments: StateInitialization.allCases)
  func bothGenerations(_ state: StateInitialization) {
    #expect(ParentHarness(stateInitialization: state) { Text("Hi") }.host.stateInitialization == state)
  }
}

/// A screen whose task waits far longer than any test.
private struct EndlessLoad: View {
  var body: some View { Text("Loading").task { try? await Task.sleep(for: .seconds(3_600)) } }
}

/// Set by a task when its sleep ends, to whether it was cancelled.
/// Set from a task's cancellation handler, which runs on the thread that cancels it.
private final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  var value: Bool {
    get { lock.withLock { isSet } }
    set { lock.withLock { isSet = newValue } }
  }
}

/// A screen that opens with a sheet presented.
private struct OpenSheet: View {
  @State private var isShowing = true
  var body: some View { Text("Home").sheet(isPresented: $isShowing) { Text("Sheet") } }
}

/// `.stateHarness(endOfTest:)`: what a test must have finished with when it ends.
@MainActor
@Suite("Trait: end-of-test checks", .stateHarness(settleTimeout: .seconds(60)))
struct EndOfTestCheckTests {
  @Test("a task still running, a sheet left open and unread warnings are one issue each, at the test")
  func eachCheckFails() {
    let registry = HarnessRegistry()
    HarnessRegistry.$current.withValue(registry) {
      _ = ParentHarness { EndlessLoad() }
      _ = ParentHarness { OpenSheet() }
      _ = ParentHarness(runtimeWarnings: .collect) { DuplicateIDs() }
    }
    let location = SourceLocation(
      fileID: "App/FeedTests.swift", filePath: "/App/FeedTests.swift", line: 7, column: 3)
    let issues = recordedIssueDetails { registry.check(.all, sourceLocation: location) }
    #expect(
      issues.map { $0.message.replacing(#/\.swift:\d+/#, with: ".swift:LINE") } == [
        """
        End of test: 1 task of EndlessLoad still running
          EndlessLoad: .task at StateHarnessTraitTests.swift:LINE
          Fix: await harness.settle() before the test ends, so what the task does is asserted.
        """,
        """
        End of test: OpenSheet still presents sheet
          Fix: dismiss it in the test (tap its button, set its binding), or assert what it shows.
        """,
        """
        End of test: 1 runtime warning of DuplicateIDs collected and never read
          duplicateForEachID: ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!
          Fix: assert them with #expect(harness.runtimeWarnings…), or let them fail the test (runtimeWarnings: .recordIssue).
        """,
      ])
    #expect(issues.map(\.line) == [7, 7, 7])
    registry.endAll()
  }

  @Test("when the test ends, what it left mounted is unmounted: a task still running is cancelled")
  func endAllCancelsTasks() async {
    let registry = HarnessRegistry()
    let cancelled = CancellationFlag()
    HarnessRegistry.$current.withValue(registry) {
      _ = ParentHarness {
        // Recorded when the cancel is asked, not when the sleep wakes: under load the wake-up
        // waited more than 30 s for a thread, and the test measured the machine.
        Text("waiting").task {
          await withTaskCancellationHandler {
            try? await Task.sleep(for: .seconds(3_600))
          } onCancel: {
            cancelled.value = true
          }
        }
      }
    }
    registry.endAll()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(30))
    while !cancelled.value && clock.now < deadline { await Task.yield() }
    #expect(cancelled.value, "the view's task was cancelled, so it no longer holds the screen")
    #expect(recordedIssueDetails { registry.check(.all, sourceLocation: #_sourceLocation) }.isEmpty)
  }

  @Test("a test that settles, closes what it opened and reads its warnings passes the checks")
  func finishedTestPasses() async {
    let registry = HarnessRegistry()
    await HarnessRegistry.$current.withValue(registry) {
      let loading = ParentHarness { Text("Done").task {} }
      await loading.settle()
      let warned = ParentHarness(runtimeWarnings: .collect) { DuplicateIDs() }
      #expect(warned.runtimeWarnings.count == 1)
    }
    let issues = recordedIssueDetails { registry.check(.all, sourceLocation: #_sourceLocation) }
    #expect(issues.isEmpty)
  }

  @Test("the trait runs the checks when the test ends", .stateHarness(endOfTest: .all))
  func traitRunsTheChecks() {
    let harness = ParentHarness(runtimeWarnings: .collect) { DuplicateIDs() }
    #expect(harness.runtimeWarnings.count == 1, "read: the check passes")
  }
}
