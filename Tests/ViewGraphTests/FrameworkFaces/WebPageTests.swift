import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphWebKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// GrocySwiftUI's recipe screen in its shape: a page in `@State`, shown by `WebView`, loaded
/// on appear; the title and the loading state read from the page.
private struct RecipeScreen: View {
  let html: String
  @State private var page = WebPage()

  var body: some View {
    VStack {
      Text(page.isLoading ? "loading" : "title \(page.title)")
      WebView(page).onAppear { page.load(html: html) }
    }
  }
}

private struct LinkScreen: View {
  @State var address = "https://example.com/a"
  var body: some View {
    VStack {
      WebView(url: URL(string: address))
      Button("Next") { address = "https://example.com/b" }
    }
  }
}

@MainActor
@Suite("S388: WebKit's SwiftUI page and view")
struct WebPageTests {
  private func webView(in host: ViewHost) throws -> WKWebView {
    let node = try #require(host.root.descendants.first { $0.representablePlatformObject is WKWebView })
    return try #require(node.representablePlatformObject as? WKWebView)
  }

  @Test("S388: a page loaded on appear is loading; when it finishes, views reading it show its title")
  func pageStateReachesTheScreen() throws {
    let host = mount(RecipeScreen(html: "<h1>Tart</h1>"))
    #expect(host.texts.contains("loading"))
    try webView(in: host).finishLoading(title: "Lemon tart")
    host.update()
    #expect(host.texts.contains("title Lemon tart"))
  }

  @Test("S388: the sequence load returns reports the navigation's steps and ends when it finishes")
  func navigationEvents() async throws {
    let page = WebPage()
    let events = page.load(URL(string: "https://example.com/post")!)
    #expect(page.url == URL(string: "https://example.com/post") && page.isLoading)
    Task { @MainActor in
      await Task.yield()
      page.webView.finishLoading(title: "Post")
    }
    var seen: [WebPage.NavigationEvent] = []
    for try await event in events { seen.append(event) }
    #expect(seen == [.startedProvisionalNavigation, .committed, .finished])
    #expect(page.title == "Post" && !page.isLoading && page.estimatedProgress == 1)
  }

  @Test("S388: a failed load ends its sequence with the error; a new load ends the last as cancelled")
  func failureAndReplacement() async throws {
    let page = WebPage()
    let first = page.load(URL(string: "https://example.com/1")!)
    let second = page.load(html: "<p>2</p>")
    await #expect(throws: URLError.self) { for try await _ in first {} }
    page.webView.failLoading(with: URLError(.timedOut))
    await #expect(throws: URLError(.timedOut)) { for try await _ in second {} }
    #expect(!page.isLoading)
  }

  @Test("S388: WebView(url:) loads its URL, and loads again when the URL changes")
  func urlViewLoads() throws {
    let host = mount(LinkScreen())
    #expect(try webView(in: host).url == URL(string: "https://example.com/a"))
    host.tap("Next")
    #expect(try webView(in: host).url == URL(string: "https://example.com/b"))
    #expect(try webView(in: host).backURLs == [URL(string: "https://example.com/a")!])
  }
}
