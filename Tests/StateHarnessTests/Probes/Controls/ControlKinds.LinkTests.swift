import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// A link under an `openURL` action a test supplies, as an app's screen would be.
private struct HelpLinks: View {
  let open: OpenURLAction
  var body: some View {
    VStack {
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
      Link("Disabled help", destination: URL(string: "https://example.com/help")!).disabled(true)
    }
    .environment(\.openURL, open)
  }
}

@MainActor
@Suite("Link: find(link:), url, tap()")
struct ControlKindsLinkTests {
  final class Opened: @unchecked Sendable { var urls: [URL] = [] }

  /// The links under an `openURL` that records each URL into `opened`.
  private func mounted(recordingInto opened: Opened) -> ParentHarness<HelpLinks> {
    ParentHarness {
      HelpLinks(
        open: OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        })
    }
  }

  @Test("tap() opens the link's destination through the environment's openURL")
  func tapOpensURL() {
    let opened = Opened()
    let harness = mounted(recordingInto: opened)
    #expect(harness.find(link: "Privacy policy")?.url == URL(string: "https://example.com/privacy"))
    harness.find(link: "Privacy policy")?.tap()
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])
  }

  @Test("tap() on a disabled link records why and opens nothing")
  func disabledLink() {
    let opened = Opened()
    let harness = mounted(recordingInto: opened)
    expectRecorded(1) {
      harness.find(link: "Disabled help")?.tap()
    } matching: { issue in
      message(issue).hasPrefix("tap(): Link \"Disabled help\" is disabled")
    }
    #expect(opened.urls.isEmpty)
  }
}
