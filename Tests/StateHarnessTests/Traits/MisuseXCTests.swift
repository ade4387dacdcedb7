import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
import XCTest

// Issue 51's harness cases from XCTest, where most iOS teams' suites are: a misuse fails the
// XCTestCase once, saying what happened; settle() lands a detached write there too.

@Observable
private final class DetachedCounter: @unchecked Sendable {
  var value = 0
}

private struct DetachedWriteScreen: View {
  @State private var counter = DetachedCounter()
  var body: some View {
    Text("value \(counter.value)")
      .task {
        let counter = counter
        await Task.detached { counter.value = 7 }.value
      }
  }
}

final class MisuseXCTests: XCTestCase {
  private var recorded: [String] = []

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard !issue.compactDescription.hasPrefix("XCTAssert") else { return super.record(issue) }
      recorded.append(issue.compactDescription)
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard !description.hasPrefix("XCTAssert") else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append(description)
    }
  #endif

  func testSetValueAndFindAfterUnmountFailTheXCTestOnceEachSayingSo() {
    let unmountLine = MainActor.assumeIsolated {
      let harness = EnvironmentHarness(\.mode, .day) { Screen() }
      harness.unmount()
      let line = #line - 1
      harness.setValue(.night)
      _ = harness.find(text: "day")
      return line
    }
    XCTAssertEqual(recorded.count, 2)
    // XCTest on Linux puts "failed - " before the message.
    let headlines = recorded.map {
      ($0.split(separator: "\n").first.map(String.init) ?? "").replacing("failed - ", with: "")
    }
    XCTAssertEqual(
      headlines,
      [
        "setValue(_:): the harness was unmounted at line \(unmountLine); nothing is mounted",
        "find(text: \"day\"): the harness was unmounted at line \(unmountLine); nothing is mounted",
      ])
  }

  func testAnActivityNoViewContinuesFailsTheXCTestOnce() {
    MainActor.assumeIsolated {
      let harness = ParentHarness { Text("Plain") }
      harness.continueUserActivity(NSUserActivity(activityType: "com.example.viewing"))
    }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(
      recorded.first?.split(separator: "\n").first.map(String.init)?.replacing("failed - ", with: ""),
      "continueUserActivity(\"com.example.viewing\"): no mounted view continues activities of this type")
  }

  func testSettleLandsADetachedWriteInAnXCTest() async {
    let shown = await Task { @MainActor in
      let harness = ParentHarness { DetachedWriteScreen() }
      await harness.settle()
      return harness.contains(text: "value 7")
    }.value
    XCTAssertTrue(shown)
    XCTAssertEqual(recorded, [])
  }
}
