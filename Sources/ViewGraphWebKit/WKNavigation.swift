#if !canImport(WebKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// One load of a web view; the delegate hears it by identity.
  @preconcurrency @MainActor
  open class WKNavigation: NSObject {}

  /// How a navigation started.
  public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
  }

  /// A navigation the delegate decides on: the request and how it started.
  @preconcurrency @MainActor
  open class WKNavigationAction: NSObject {
    open private(set) var request: URLRequest
    open private(set) var navigationType: WKNavigationType

    init(request: URLRequest, navigationType: WKNavigationType) {
      self.request = request
      self.navigationType = navigationType
    }
  }

  /// Whether a navigation goes ahead.
  public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

  /// An error WebKit reports.
  public struct WKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
      case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred
      case javaScriptResultTypeIsUnsupported
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
  }

  /// What a web view tells its navigation delegate; every method is optional, as in WebKit.
  ///
  /// WebKit's policy methods are Objective-C methods with a completion handler, which Swift
  /// also offers as `async` methods; a delegate implements either form (SotkaApp's
  /// coordinator implements the `async` ones). Here each form is a requirement: the web view
  /// asks the handler form, whose default asks the `async` form, whose default allows (S399).
  @preconcurrency @MainActor
  public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
    ) async -> WKNavigationActionPolicy
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse
    ) async -> WKNavigationResponsePolicy
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    )
  }

  extension WKNavigationDelegate {
    // `Task.immediate` runs the `async` form at once, up to its first suspension: a delegate
    // that decides without waiting has decided when the web view's call returns, as one that
    // calls the handler at once has.
    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      Task.immediate { decisionHandler(await self.webView(webView, decidePolicyFor: navigationAction)) }
    }
    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
    ) async -> WKNavigationActionPolicy { .allow }
    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) {
      Task.immediate { decisionHandler(await self.webView(webView, decidePolicyFor: navigationResponse)) }
    }
    public func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse
    ) async -> WKNavigationResponsePolicy { .allow }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
    }
    public func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {}
  }

  /// What a web view tells its UI delegate (panels, new windows); every method is optional.
  @preconcurrency @MainActor
  public protocol WKUIDelegate: NSObjectProtocol {}
#endif
