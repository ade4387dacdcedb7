#if !canImport(WebKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  import Observation
  @_spi(Inspection) import ViewGraph

  /// A web page a SwiftUI `WebView` shows, as WebKit declares it (iOS 26): an observable
  /// model of the page's URL, title and loading state (S388). Nothing is fetched or rendered:
  /// the page keeps what the app loaded, and a test plays the page finishing or failing with
  /// the inspection SPI of the `WKWebView` it shows (`finishLoading(title:)`), as for a
  /// representable's web view (S325).
  ///
  /// ```swift
  /// @State private var page = WebPage()
  /// var body: some View {
  ///   WebView(page).onAppear { page.load(html: recipe.html) }
  /// }
  /// ```
  @preconcurrency @MainActor @Observable
  public final class WebPage {
    /// A step of a navigation, as the sequence `load` returns reports them.
    public enum NavigationEvent: Hashable, Sendable {
      case startedProvisionalNavigation, receivedServerRedirect, committed, finished
    }

    /// The page shown, or loading.
    public private(set) var url: URL?
    /// The page's title: empty until a load finishes with one.
    public private(set) var title = ""
    public private(set) var isLoading = false
    public private(set) var estimatedProgress: Double = 0

    /// The web view that shows the page; a `WebView` of this page shows this one, and a test
    /// plays the page's load on it (`finishLoading(title:)`).
    @_spi(Inspection) @ObservationIgnored
    public let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    @ObservationIgnored private let relay = NavigationRelay()
    @ObservationIgnored private var events: AsyncThrowingStream<NavigationEvent, any Error>.Continuation?

    public init() {
      relay.page = self
      webView.navigationDelegate = relay
    }

    /// Loads `request`; the sequence reports the navigation's steps and ends when it finishes.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<NavigationEvent, any Error> {
      navigation { _ = webView.load(request) }
    }

    /// Loads `url`.
    @discardableResult
    public func load(_ url: URL) -> some AsyncSequence<NavigationEvent, any Error> {
      load(URLRequest(url: url))
    }

    /// Loads `html` as the page's content, relative URLs resolved against `baseURL`.
    @discardableResult
    public func load(
      html: String, baseURL: URL = URL(string: "about:blank")!
    ) -> some AsyncSequence<NavigationEvent, any Error> {
      navigation { _ = webView.loadHTMLString(html, baseURL: baseURL) }
    }

    /// Loads the page shown again.
    @discardableResult
    public func reload() -> some AsyncSequence<NavigationEvent, any Error> {
      navigation { _ = webView.reload() }
    }

    /// Stops loading; the navigation's sequence ends with `URLError(.cancelled)`.
    public func stopLoading() {
      webView.stopLoading()
      end(throwing: URLError(.cancelled))
      update()
    }

    /// Starts a navigation: the one still running ends as WebKit ends a replaced load.
    private func navigation(_ start: () -> Void) -> AsyncThrowingStream<NavigationEvent, any Error> {
      end(throwing: URLError(.cancelled))
      let (stream, continuation) = AsyncThrowingStream<NavigationEvent, any Error>.makeStream()
      events = continuation
      start()
      update()
      return stream
    }

    /// Copies the web view's state, which observers of this page read.
    fileprivate func update() {
      if url != webView.url { url = webView.url }
      if title != (webView.title ?? "") { title = webView.title ?? "" }
      if isLoading != webView.isLoading { isLoading = webView.isLoading }
      if estimatedProgress != webView.estimatedProgress { estimatedProgress = webView.estimatedProgress }
    }

    fileprivate func report(_ event: NavigationEvent) { events?.yield(event) }

    fileprivate func end(throwing error: (any Error)?) {
      if let error { events?.finish(throwing: error) } else { events?.finish() }
      events = nil
    }
  }

  /// The page's navigation delegate: it turns the web view's callbacks into the page's state
  /// and the steps of the running navigation.
  @MainActor
  private final class NavigationRelay: NSObject, WKNavigationDelegate {
    weak var page: WebPage?

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      page?.report(.startedProvisionalNavigation)
      page?.update()
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      page?.report(.committed)
      page?.report(.finished)
      page?.end(throwing: nil)
      page?.update()
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
      page?.end(throwing: error)
      page?.update()
    }

    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
      page?.end(throwing: error)
      page?.update()
    }
  }
#endif
