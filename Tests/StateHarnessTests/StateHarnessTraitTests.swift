import Foundation
@_spi(Inspection) import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

/// A list with a duplicate id: SwiftUI's runtime warning, to see how a harness handles it.
private struct DuplicateIDs: View {
  var body: some View { ForEach([1, 1], id: \.self) { Text("Row \($0)") } }
}

/// Shows the size its GeometryReader reports.
private struct SizeReader: View {
  var body: some View { GeometryReader { proxy in Text("Width: \(Int(proxy.size.width))") } }
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
      ParentHarness { DuplicateIDs() }.expectOwnershipStable(of: NSObject.self)
    }
  }

  @Test(
    "StateInitialization.allCases drives a rule under both generations",
    arguments: StateInitialization.allCases)
  func bothGenerations(_ state: StateInitialization) {
    #expect(ParentHarness(stateInitialization: state) { Text("Hi") }.host.stateInitialization == state)
  }
}
