import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

// Careless use and outsized data (issue 51): each is one recorded issue that says what
// happened, bounded in size, never a silent pass.

/// A 5 MB title, as a screen showing a whole document in a button would have.
private let hugeTitle = String(repeating: "a", count: 5_000_000)

private struct HugeButton: View {
  var body: some View {
    VStack {
      Button(hugeTitle) {}
      Button("") {}
    }
  }
}

/// Lets a screen reach the harness that mounted it, as a careless test's closure would.
@MainActor
private final class HarnessBox {
  var reRender: () -> Void = {}
}

private struct ReRendersInBody: View {
  let box: HarnessBox
  @State private var taps = 0
  var body: some View {
    if taps > 0 { box.reRender() }  // wrong on purpose
    return Button("taps \(taps)") { taps += 1 }
  }
}

private struct ReRendersOnAppear: View {
  let box: HarnessBox
  @State private var isShown = false
  var body: some View {
    VStack {
      Button("Show") { isShown = true }
      if isShown {
        Text("shown").onAppear { box.reRender() }  // wrong on purpose
      }
    }
  }
}

@MainActor
@Suite("Misuse and outsized data are bounded, recorded issues")
struct MisuseAndBoundsTests {
  @Test("a 5 MB button title is cut in the issue, with how much was left out")
  func hugeTitleIsCutInTheIssue() {
    let harness = ParentHarness { HugeButton() }
    let issues = recordedIssueDetails { _ = harness.find(button: "Save") }
    let marker = "… (4,999,760 more characters)"
    let start = "  Buttons mounted: \""
    // The line is cut to 300 characters, the marker included.
    let kept = String(repeating: "a", count: 300 - start.count - marker.count)
    #expect(
      issues.map(\.message) == [
        """
        find(button: "Save"): no Button titled "Save" is mounted
        \(start)\(kept)\(marker)
          Fix: match the title exactly as shown.
        """
      ])
  }

  @Test("no line of the ownership map is longer than 200 characters, a 5 MB title included")
  func hugeTitleIsCutInTheMap() {
    let harness = ParentHarness { HugeButton() }
    let lines = harness.ownershipMap().description.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 200 }, "\(lines.map(\.count))")
    #expect(lines.contains { $0.contains("… (4,999,8") && $0.hasSuffix(" more characters)") })
  }

  @Test("Button(\"\") is found by find(button: \"\")")
  func emptyTitledButtonIsFound() {
    let harness = ParentHarness { HugeButton() }
    var found = false
    let issues = recordedIssues { found = harness.find(button: "") != nil }
    #expect(found)
    #expect(issues == 0)
  }

  @Test("reRender() from inside a body is one issue that says so")
  func reRenderInBody() {
    let box = HarnessBox()
    let harness = ParentHarness { ReRendersInBody(box: box) }
    box.reRender = { [weak harness] in harness?.reRender() }  // no cycle through the view
    let issues = recordedIssueDetails { harness.find(button: "taps 0")?.tap() }
    #expect(
      issues.map(\.message) == [
        """
        reRender(): called from inside an update (a body, onAppear, onChange); it did nothing
          The views were being updated: running it there would start the update over from within.
          Fix: call reRender() from the test, after the operation that updates the views has returned.
        """
      ])
    #expect(harness.contains(text: "taps 1"))
  }

  @Test("reRender() from inside an onAppear is one issue that says so")
  func reRenderInOnAppear() {
    let box = HarnessBox()
    let harness = ParentHarness { ReRendersOnAppear(box: box) }
    box.reRender = { [weak harness] in harness?.reRender() }  // no cycle through the view
    let issues = recordedIssueDetails { harness.find(button: "Show")?.tap() }
    #expect(
      issues.map(\.message.headline) == [
        "reRender(): called from inside an update (a body, onAppear, onChange); it did nothing"
      ])
  }

  @Test("setValue(_:) and observedValue() after unmount() say the harness was unmounted")
  func environmentHarnessAfterUnmount() {
    let harness = EnvironmentHarness(\.mode, .day) { Screen() }
    let unmountLine = #line + 1
    harness.unmount()
    let issues = recordedIssueDetails {
      harness.setValue(.night)
      _ = harness.observedValue()
    }
    #expect(
      issues.map(\.message)
        == ["setValue(_:)", "observedValue()"].map {
          """
          \($0): the harness was unmounted at line \(unmountLine); nothing is mounted
            unmount() ran every onDisappear and cancelled every task; the views are gone.
            Fix: make a new harness to mount the screen again, or ask before unmount().
          """
        })
    #expect(harness.rootValue == .day)
  }

  @Test("find(text:), contains(text:) and installed(_:) after unmount() say the harness was unmounted")
  func queriesAfterUnmount() {
    let harness = ParentHarness { HugeButton() }
    let unmountLine = #line + 1
    harness.unmount()
    let issues = recordedIssueDetails {
      #expect(harness.find(text: "shown") == nil)
      #expect(!harness.contains(text: "shown"))
      #expect(harness.installed(Int.self) == nil)
    }
    #expect(
      issues.map(\.message.headline) == [
        "find(text: \"shown\"): the harness was unmounted at line \(unmountLine); nothing is mounted",
        "contains(text: \"shown\"): the harness was unmounted at line \(unmountLine); nothing is mounted",
        "installed(Int.self): the harness was unmounted at line \(unmountLine); nothing is mounted",
      ])
  }
}

extension String {
  /// The first line of a recorded message.
  fileprivate var headline: String { split(separator: "\n").first.map(String.init) ?? "" }
}
