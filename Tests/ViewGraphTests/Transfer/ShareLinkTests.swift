import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private let article = URL(string: "https://example.com/article")!

/// A reading screen: a link sharing the article, one sharing a selection of quotes through
/// a label, as Apple's `ShareLink` page writes them.
private struct ArticleScreen: View {
  let quotes: [String]
  var body: some View {
    VStack {
      ShareLink("Share article", item: article, subject: Text("Read this"))
      ShareLink(items: quotes) {
        Label("Share quotes", systemImage: "quote.bubble")
      }
    }
  }
}

@MainActor
@Suite("ShareLink")
struct ShareLinkTests {
  @Test("a share link is a control that offers its items to the share sheet, and writes no binding")
  func offersItsItems() throws {
    let host = mount(ArticleScreen(quotes: ["One", "Two"]))
    let link = try #require(host.control("Share article"))
    #expect(link.kind == .shareLink)
    #expect(link.binding == nil)
    #expect(link.sharedItems?.compactMap { $0 as? URL } == [article])
    #expect(host.control("Share quotes")?.sharedItems?.compactMap { $0 as? String } == ["One", "Two"])
  }

  @Test("the items offered are the view's current ones: a new value offers its own")
  func offersTheCurrentItems() {
    final class Quotes: @unchecked Sendable { var values = ["One"] }
    let quotes = Quotes()
    let host = mount(Rendered { ArticleScreen(quotes: quotes.values) })
    quotes.values = ["Two", "Three"]
    host.invalidate(host.root)
    host.update()
    #expect(host.control("Share quotes")?.sharedItems?.compactMap { $0 as? String } == ["Two", "Three"])
  }
}
