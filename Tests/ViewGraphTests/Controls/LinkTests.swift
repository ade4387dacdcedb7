import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private let termsURL = URL(string: "https://example.com/terms")!
private let helpURL = URL(string: "https://example.com/help")!

/// What the screen's `openURL` action was asked to open.
private final class OpenedURLs: @unchecked Sendable {
  var urls: [URL] = []
}

/// An about screen: a link titled by a string, one labelled by a view, and a handler of its
/// own for the links, as Apple's `Link` page shows it.
private struct AboutScreen: View {
  let opened: OpenedURLs
  var body: some View {
    VStack {
      Link("Terms", destination: termsURL)
      Link(destination: helpURL) {
        Label("Help", systemImage: "questionmark.circle")
      }
    }
    .environment(
      \.openURL,
      OpenURLAction { [opened] url in
        opened.urls.append(url)
        return .handled
      })
  }
}

@MainActor
@Suite("S309: Link")
struct LinkTests {
  @Test("S309: a link is a link control that knows its destination")
  func linkControl() throws {
    let host = mount(AboutScreen(opened: OpenedURLs()))
    let link = try #require(host.control("Terms"))
    #expect(link.kind == .link)
    #expect(link.tap?.url == termsURL)
    #expect(link.binding == nil)
    #expect(host.control("Help")?.tap?.url == helpURL)
  }

  @Test("S309: a tap opens the destination through the environment's openURL")
  func tapOpensThroughOpenURL() {
    let opened = OpenedURLs()
    let host = mount(AboutScreen(opened: opened))
    host.tap("Terms")
    #expect(opened.urls == [termsURL])
    host.tap("Help")
    #expect(opened.urls == [termsURL, helpURL])
  }
}
