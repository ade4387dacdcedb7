#if !canImport(WebKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  @_spi(Inspection) import ViewGraph

  /// WebKit's SwiftUI view of a web page (iOS 26): a `WebPage` the app observes, or a URL
  /// (S388). It shows the page's `WKWebView`, which a test finds as a representable's platform
  /// object and plays the page's load on.
  ///
  /// ```swift
  /// WebView(page)
  /// WebView(url: URL(string: "https://example.com"))
  /// ```
  public struct WebView: View {
    let page: WebPage?
    let url: URL?

    /// A view of `page`.
    public init(_ page: WebPage) {
      self.page = page
      url = nil
    }

    /// A view that loads `url`, and loads it again when it changes.
    public init(url: URL?) {
      page = nil
      self.url = url
    }

    public var body: some View { WebPageView(page: page, url: url) }
  }

  /// The web view a `WebView` shows: its page's, or one of its own that loads its URL.
  struct WebPageView: UIViewRepresentable {
    let page: WebPage?
    let url: URL?

    final class Coordinator {
      var loadedURL: URL?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
      if let page { return page.webView }
      let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
      load(url, in: webView, context.coordinator)
      return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
      guard page == nil, url != context.coordinator.loadedURL else { return }
      load(url, in: webView, context.coordinator)
    }

    private func load(_ url: URL?, in webView: WKWebView, _ coordinator: Coordinator) {
      coordinator.loadedURL = url
      if let url { _ = webView.load(URLRequest(url: url)) }
    }
  }
#endif
