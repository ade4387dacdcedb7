import Foundation
@_spi(Inspection) import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphCharts

private struct ScrubbableChart: View {
  @State private var picked: Date?
  var body: some View {
    Chart { RuleMark(y: .value("Goal", 10)) }
      .chartOverlay { proxy in
        Button("Scrub") { picked = proxy.value(atX: 40, as: Date.self) }
      }
  }
}

@MainActor
@Suite("What a framework stand-in cannot model is a recorded issue, never a silent pass")
struct NotModelledIssueTests {
  @Test("S265: a ChartProxy conversion in the host's work is one issue at the harness call, naming the call")
  func chartProxyIsAnIssue() {
    let harness = ParentHarness { ScrubbableChart() }
    let button = harness.find(button: "Scrub")
    let line = #line + 2
    expectRecorded(1) {
      button?.tap()
    } matching: { issue in
      message(issue) == """
        Runtime warning (notModelled): ChartProxy.value(atX:as:) converts between values and positions in a laid-out chart; headlessly nothing is laid out, so it answers nil. Test what the overlay's action does with a value instead.
          Fix: supply what the stand-in cannot make up (see the message), or test that path on a device. If the test expects this warning, create the harness with runtimeWarnings: .collect.
        """
        && issue.sourceLocation?.line == line
    }
  }
}
