import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

private struct DeepLinked: View {
  @State var opened: [String] = []
  var body: some View {
    VStack {
      Text("Opened \(opened.joined(separator: ","))")
        .onOpenURL { opened.append($0.host() ?? "") }
      Text("Also").onOpenURL { opened.append("also " + ($0.lastPathComponent)) }
    }
  }
}

@MainActor
@Suite("Hit testing, hidden views and opened URLs")
struct HitTestingAndOpenURLTests {
  @Test("S81: tapping a control below allowsHitTesting(false) records why")
  func allowsHitTestingFalseBlocksTaps() {
    let harness = ParentHarness { OverlaidControlsScreen() }
    let line = #line + 2
    expectRecorded(1) {
      harness.find(button: "Increment")?.tap()
    } matching: { issue in
      message(issue).hasPrefix("tap(): Button \"Increment\" does not receive taps")
        && message(issue).contains(".allowsHitTesting(false)") && issue.sourceLocation?.line == line
    }
    #expect(harness.contains(text: "Count 0"))
  }

  @Test("S81: tapping a hidden control records why")
  func hiddenControlTapRecords() {
    let harness = ParentHarness { OverlaidControlsScreen() }
    expectRecorded(1) {
      harness.find(button: "Hidden button")?.tap()
    } matching: { issue in
      message(issue).contains("does not receive taps") && message(issue).contains(".hidden()")
    }
    #expect(harness.contains(text: "Count 0"))
  }

  @Test("S83: openURL runs every mounted onOpenURL action with the URL, then updates")
  func openURLReachesEveryHandler() {
    let harness = ParentHarness { DeepLinked() }
    harness.openURL(URL(string: "myapp://recipes/42")!)
    #expect(harness.contains(text: "Opened recipes,also 42"))
  }

  @Test("S83: openURL with no onOpenURL mounted records an issue")
  func openURLWithoutHandlerRecords() {
    let harness = ParentHarness { Text("Plain") }
    expectRecorded(1) {
      harness.openURL(URL(string: "myapp://x")!)
    } matching: { issue in
      message(issue).hasPrefix("openURL(myapp://x): no mounted view handles URLs")
    }
  }
}
