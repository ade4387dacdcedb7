import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphWebKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// SotkaApp's `HTMLContentView` coordinator: it decides with WebKit's `async` policy methods.
private final class AsyncPolicies: NSObject, WKNavigationDelegate {
  var events: [String] = []
  func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
    -> WKNavigationActionPolicy
  {
    navigationAction.request.url?.host == "example.com" ? .allow : .cancel
  }
  func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
    -> WKNavigationResponsePolicy
  {
    events.append("response \(navigationResponse.response.mimeType ?? "none")")
    return navigationResponse.canShowMIMEType ? .allow : .cancel
  }
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
  ) {
    let error = error as NSError
    events.append("failed \(error.domain) \(error.code)")
  }
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { events.append("finish") }
}

/// A coordinator deciding responses with the completion-handler form, by status code.
private final class HandlerPolicies: NSObject, WKNavigationDelegate {
  var failures = 0
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
  ) {
    let status = (navigationResponse.response as? HTTPURLResponse)?.statusCode
    decisionHandler(status == 200 ? .allow : status == 204 ? .download : .cancel)
  }
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
  ) { failures += 1 }
}

private func response(_ url: String, status: Int = 200, mimeType: String = "text/html") -> URLResponse {
  HTTPURLResponse(
    url: URL(string: url)!, statusCode: status, httpVersion: "HTTP/1.1",
    headerFields: ["Content-Type": mimeType])!
}

@MainActor
@Suite("S399: a web view's navigation response is the delegate's to decide; a test plays it")
struct WebViewNavigationResponseTests {
  @Test("S399: the async policy forms decide links and responses; a cancelled response fails the load")
  func asyncPoliciesDecide() {
    let webView = WKWebView()
    let delegate = AsyncPolicies()
    webView.navigationDelegate = delegate
    webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
    webView.followLink(to: URL(string: "https://elsewhere.org/")!)
    #expect(webView.url?.absoluteString == "https://example.com/a")
    webView.followLink(to: URL(string: "https://example.com/b")!)
    #expect(webView.url?.absoluteString == "https://example.com/b")
    webView.receiveResponse(response("https://example.com/b"))
    #expect(webView.isLoading)
    webView.finishLoading(title: "B")
    webView.load(URLRequest(url: URL(string: "https://example.com/c.bin")!))
    webView.receiveResponse(
      response("https://example.com/c.bin", mimeType: "application/x-foo"), canShowMIMEType: false)
    #expect(!webView.isLoading)
    #expect(
      delegate.events == [
        "response text/html", "finish", "response application/x-foo", "failed WebKitErrorDomain 102",
      ])
  }

  @Test("S399: the handler form decides too; without a delegate, or after the load, nothing is refused")
  func handlerPolicyDecides() async {
    let webView = WKWebView()
    webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
    webView.receiveResponse(response("https://example.com/a", status: 404))
    #expect(webView.isLoading)
    let delegate = HandlerPolicies()
    webView.navigationDelegate = delegate
    webView.receiveResponse(response("https://example.com/a", status: 404))
    #expect(!webView.isLoading && delegate.failures == 1)
    webView.receiveResponse(response("https://example.com/a", status: 404))
    #expect(delegate.failures == 1)
    webView.load(URLRequest(url: URL(string: "https://example.com/file")!))
    let warnings = await collectingNotModelledWarnings {
      webView.receiveResponse(response("https://example.com/file", status: 204))
    }
    #expect(
      warnings.map(\.message) == [
        "WKWebView navigation response for https://example.com/file was decided .download: no download runs "
          + "headlessly; the load stopped."
      ])
    #expect(!webView.isLoading && delegate.failures == 1)
  }
}
