#if !canImport(WebKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The server's answer to a navigation, which the navigation delegate decides on before
  /// WebKit shows it, as WebKit declares it. Nothing is fetched headlessly: a test plays the
  /// answer with the web view's inspection SPI ``WKWebView/receiveResponse(_:canShowMIMEType:)`` (S399).
  ///
  /// ```swift
  /// func webView(
  ///   _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse
  /// ) async -> WKNavigationResponsePolicy {
  ///   navigationResponse.canShowMIMEType ? .allow : .cancel
  /// }
  /// ```
  @preconcurrency @MainActor
  open class WKNavigationResponse: NSObject {
    /// The frame's response.
    open private(set) var response: URLResponse
    /// Whether the response is for the web view's main frame.
    open private(set) var isForMainFrame: Bool
    /// Whether WebKit shows the response's MIME type itself.
    open private(set) var canShowMIMEType: Bool

    init(response: URLResponse, isForMainFrame: Bool, canShowMIMEType: Bool) {
      self.response = response
      self.isForMainFrame = isForMainFrame
      self.canShowMIMEType = canShowMIMEType
    }
  }

  /// Whether the web view shows a response it received.
  public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }
#endif
