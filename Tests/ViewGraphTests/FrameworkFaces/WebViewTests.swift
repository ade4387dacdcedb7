import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphWebKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A web view as apps wrap it: the coordinator reports loading and the page's title, keeps
/// links on the site, and hears the page's "liked" messages.
private struct ArticleWebView: UIViewRepresentable {
  let url: URL
  @Binding var title: String
  @Binding var isLoading: Bool
  @Binding var likes: Int

  final class Coordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
    var parent: ArticleWebView
    init(_ parent: ArticleWebView) { self.parent = parent }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      parent.isLoading = true
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      parent.isLoading = false
      parent.title = webView.title ?? ""
    }

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      decisionHandler(navigationAction.request.url?.host == "example.com" ? .allow : .cancel)
    }

    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {
      if message.name == "liked", let count = message.body as? Int { parent.likes = count }
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> WKWebView {
    let configuration = WKWebViewConfiguration()
    configuration.userContentController.add(context.coordinator, name: "liked")
    let webView = WKWebView(frame: .zero, configuration: configuration)
    webView.navigationDelegate = context.coordinator
    webView.load(URLRequest(url: url))
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) { context.coordinator.parent = self }
}

private struct ArticleScreen: View {
  @State var title = ""
  @State var isLoading = false
  @State var likes = 0
  var body: some View {
    VStack {
      Text(isLoading ? "loading" : "title: \(title)")
      Text("\(likes) likes")
      ArticleWebView(
        url: URL(string: "https://example.com/a")!, title: $title, isLoading: $isLoading, likes: $likes)
    }
  }
}

@MainActor
@Suite("S324, S325: WKWebView keeps what the app loaded; a test plays what the page does")
struct WebViewTests {
  private func mounted() throws -> (ViewHost, WKWebView) {
    let host = mount(ArticleScreen())
    host.update()
    let node = try #require(host.root.descendants.first { $0.viewType == ArticleWebView.self })
    return (host, try #require(node.representablePlatformObject as? WKWebView))
  }

  @Test("S324: load keeps the URL and tells the delegate it started after it returns; history moves")
  func loadKeepsTheURL() throws {
    let webView = WKWebView()
    let log = NavigationLog()
    webView.navigationDelegate = log
    webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
    #expect(webView.url?.absoluteString == "https://example.com/a" && webView.isLoading)
    #expect(log.events.isEmpty)
    webView.finishLoading(title: "A")
    #expect(log.events == ["start https://example.com/a", "finish A"])
    webView.load(URLRequest(url: URL(string: "https://example.com/b")!))
    #expect(webView.canGoBack && !webView.canGoForward)
    webView.goBack()
    #expect(webView.url?.absoluteString == "https://example.com/a" && webView.canGoForward)
    webView.loadHTMLString("<p>Hi</p>", baseURL: nil)
    #expect(webView.loadedHTML == "<p>Hi</p>" && webView.url?.absoluteString == "about:blank")
    #expect(!webView.canGoForward)
  }

  @Test("S325: finishing, following links and posting messages reach the coordinator and the screen")
  func playedPageReachesTheScreen() throws {
    let (host, webView) = try mounted()
    host.perform { webView.finishLoading(title: "Article A") }
    host.update()
    #expect(host.texts == ["title: Article A", "0 likes"])
    host.perform { webView.followLink(to: URL(string: "https://elsewhere.org/")!) }
    #expect(webView.url?.absoluteString == "https://example.com/a")
    host.perform { webView.followLink(to: URL(string: "https://example.com/b")!) }
    host.update()
    #expect(webView.url?.absoluteString == "https://example.com/b" && webView.isLoading)
    host.perform { webView.postMessage(3, to: "liked") }
    host.update()
    #expect(host.texts == ["loading", "3 likes"])
    host.perform { webView.finishLoading(title: "Article B") }
    host.update()
    #expect(host.texts == ["title: Article B", "3 likes"])
  }

  @Test("S325: a message to no handler and a script to run warn, naming what was asked")
  func unheardWarns() async throws {
    let webView = WKWebView()
    webView.configuration.userContentController.add(Handler(), name: "saved")
    var thrown: (any Error)?
    let warnings = await collectingNotModelledWarnings {
      webView.postMessage("x", to: "liked")
      do { _ = try await webView.evaluateJavaScript("document.title") } catch { thrown = error }
    }
    #expect(
      warnings.map(\.message) == [
        "WKWebView page posted to \"liked\", which no handler was added for (added: \"saved\"); nothing heard it.",
        "WKWebView.evaluateJavaScript(\"document.title\") ran nothing: no page runs headlessly; it answers "
          + "WKError(.unknown). Play what the script would report with postMessage(_:to:).",
      ])
    #expect(thrown as? WKError == WKError(.unknown))
  }
}

/// A navigation delegate that logs what it hears.
private final class NavigationLog: NSObject, WKNavigationDelegate {
  var events: [String] = []
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
    events.append("start \(webView.url?.absoluteString ?? "")")
  }
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    events.append("finish \(webView.title ?? "")")
  }
}

private final class Handler: NSObject, WKScriptMessageHandler {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
  ) {}
}
