#if !canImport(WebKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  @_spi(Inspection) import ViewGraph
  import ViewGraphUIKit

  /// A web view, as WebKit declares it. Nothing is fetched, rendered or run: it keeps what the
  /// app loaded (its URL, its back and forward lists) and, after `load` returns, tells its
  /// navigation delegate that a load started (S324). A test plays what the page would do next with the inspection SPI:
  /// ``finishLoading(title:)``, ``failLoading(with:)``, ``followLink(to:)`` (which asks the
  /// delegate's policy first) and ``postMessage(_:to:)`` (S325).
  ///
  /// ```swift
  /// func makeUIView(context: Context) -> WKWebView {
  ///   let webView = WKWebView()
  ///   webView.navigationDelegate = context.coordinator
  ///   webView.load(URLRequest(url: url))
  ///   return webView
  /// }
  /// ```
  ///
  /// ## One class for both platforms
  ///
  /// Apple's `WKWebView` is an `NSView` on macOS and a `UIView` on iOS. A mirror compiles an
  /// app's macOS and iOS files in one module, with both UIKit's and AppKit's stand-ins, so this
  /// one class must serve an `NSViewRepresentable` (`makeNSView(context:) -> WKWebView`) and a
  /// `UIViewRepresentable` alike (S339). It is a `UIView`, and `NSViewRepresentable` accepts
  /// it through `_NSViewRepresentableView`, which every `NSView` and this class conform to.
  /// The trade-off: on Linux a `WKWebView` has `UIView`'s members (`backgroundColor`,
  /// `scrollView`, `isOpaque`), not `NSView`'s (`wantsLayer`, `alphaValue`), so a macOS-only
  /// file that sets `NSView` members on its web view does not compile here; and passing a web
  /// view where an `NSView` is expected (`addSubview(_:)` of an `NSView`) does not either.
  @preconcurrency @MainActor
  open class WKWebView: UIView, _NSViewRepresentableView {
    /// The configuration the web view was made with.
    open private(set) var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page shown, or loading.
    open private(set) var url: URL? {
      didSet { reportChange(of: \WKWebView.url, from: oldValue as Any) }
    }
    /// The page's title: nil until a load finishes with one.
    open private(set) var title: String? {
      didSet { reportChange(of: \WKWebView.title, from: oldValue as Any) }
    }
    open private(set) var isLoading = false {
      didSet { reportChange(of: \WKWebView.isLoading, from: oldValue) }
    }
    open private(set) var estimatedProgress: Double = 0 {
      didSet { reportChange(of: \WKWebView.estimatedProgress, from: oldValue) }
    }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    /// The scroll view that shows the page.
    open private(set) var scrollView = UIScrollView()
    /// The HTML the app loaded with ``loadHTMLString(_:baseURL:)``; nil after a URL load.
    @_spi(Inspection) public private(set) var loadedHTML: String?
    private var backList: [URL] = [] {
      didSet { reportChange(of: \WKWebView.canGoBack, from: !oldValue.isEmpty) }
    }
    private var forwardList: [URL] = [] {
      didSet { reportChange(of: \WKWebView.canGoForward, from: !oldValue.isEmpty) }
    }
    /// What `observe(_:options:changeHandler:)` keeps (S380).
    var observers: [WebViewObserver] = []
    private var navigation: WKNavigation?
    /// A started load the delegate has not heard of yet: WebKit tells it after `load` returns.
    private var unannouncedStart: WKNavigation?

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
      self.configuration = configuration
      super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
      self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
      configuration = WKWebViewConfiguration()
      super.init(coder: coder)
    }

    open var canGoBack: Bool { !backList.isEmpty }
    open var canGoForward: Bool { !forwardList.isEmpty }

    /// Starts loading `request`'s URL; nil for a request without one.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
      guard let target = request.url else { return nil }
      return start(target, html: nil)
    }

    /// Starts showing `string`; the page's URL is `baseURL`, or `about:blank`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
      start(baseURL ?? URL(string: "about:blank")!, html: string)
    }

    /// Starts loading the file at `URL`.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
      start(URL, html: nil)
    }

    /// Loads the page shown again.
    @discardableResult
    open func reload() -> WKNavigation? {
      guard let url else { return nil }
      return begin(url)
    }

    open func stopLoading() {
      isLoading = false
      navigation = nil
    }

    @discardableResult
    open func goBack() -> WKNavigation? {
      guard let previous = backList.popLast() else { return nil }
      if let url { forwardList.append(url) }
      return begin(previous)
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
      guard let next = forwardList.popLast() else { return nil }
      if let url { backList.append(url) }
      return begin(next)
    }

    /// Runs a script in the page: no script runs headlessly, so it warns and the completion
    /// hears `WKError(.unknown)`.
    open func evaluateJavaScript(
      _ javaScriptString: String,
      completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
      warnScriptNotRun(javaScriptString)
      completionHandler?(nil, WKError(.unknown))
    }

    /// Runs a script in the page: no script runs headlessly, so it warns and throws.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
      warnScriptNotRun(javaScriptString)
      throw WKError(.unknown)
    }

    private func warnScriptNotRun(_ script: String) {
      let shown = script.count > 60 ? String(script.prefix(60)) + "…" : script
      RuntimeWarning.raise(
        .notModelled,
        "WKWebView.evaluateJavaScript(\"\(shown)\") ran nothing: no page runs headlessly; it answers "
          + "WKError(.unknown). Play what the script would report with postMessage(_:to:).")
    }

    /// A new page: the page shown goes on the back list and the forward list empties.
    private func start(_ target: URL, html: String?) -> WKNavigation {
      if let url { backList.append(url) }
      forwardList = []
      let started = begin(target)
      loadedHTML = html
      return started
    }

    private func begin(_ target: URL) -> WKNavigation {
      url = target
      title = nil
      loadedHTML = nil
      isLoading = true
      estimatedProgress = 0.1
      let started = WKNavigation()
      navigation = started
      // WebKit tells the delegate after `load` returns, never inside it (a representable loads
      // in `make…`, where a binding write would be a write during the update): on the main
      // actor's next turn, or before the next event a test plays, whichever comes first.
      unannouncedStart = started
      Task { @MainActor [weak self] in self?.announceStart() }
      return started
    }
  }

  extension WKWebView {
    /// Tells the delegate of the load that started, if it has not heard of it yet.
    func announceStart() {
      guard let started = unannouncedStart else { return }
      unannouncedStart = nil
      navigationDelegate?.webView(self, didStartProvisionalNavigation: started)
    }
  }

  @_spi(Inspection)
  extension WKWebView {
    /// The pages behind the one shown, oldest first.
    public var backURLs: [URL] { backList }

    /// Plays the page finishing its load: loading stops, the title is `title`, and the
    /// navigation delegate hears `webView(_:didFinish:)` (S325). Nothing loading: nothing heard.
    public func finishLoading(title: String? = nil) {
      announceStart()
      guard let navigation, isLoading else { return }
      isLoading = false
      estimatedProgress = 1
      self.title = title
      navigationDelegate?.webView(self, didFinish: navigation)
    }

    /// Plays the load failing with `error`: loading stops and the delegate hears
    /// `webView(_:didFail:withError:)`.
    public func failLoading(with error: any Error = URLError(.notConnectedToInternet)) {
      announceStart()
      guard let navigation, isLoading else { return }
      isLoading = false
      navigationDelegate?.webView(self, didFail: navigation, withError: error)
    }

    /// Plays the user tapping a link to `url`: the navigation delegate decides
    /// (`webView(_:decidePolicyFor:decisionHandler:)`, allowed without a delegate) and an
    /// allowed link starts loading, as in WebKit (S325).
    public func followLink(to url: URL) {
      announceStart()
      let action = WKNavigationAction(request: URLRequest(url: url), navigationType: .linkActivated)
      let decide: @MainActor @Sendable (WKNavigationActionPolicy) -> Void = { [weak self] policy in
        if policy == .allow { _ = self?.start(url, html: nil) }
      }
      if let navigationDelegate {
        navigationDelegate.webView(self, decidePolicyFor: action, decisionHandler: decide)
      } else {
        decide(.allow)
      }
    }

    /// Plays the server answering the running load with `response`: the navigation delegate
    /// decides whether to show it (`webView(_:decidePolicyFor:decisionHandler:)` for a
    /// response, or its `async` form; allowed without a delegate), as in WebKit (S399). An
    /// allowed response keeps loading (play the rest with ``finishLoading(title:)``); a
    /// cancelled one stops the load, and the delegate hears
    /// `webView(_:didFailProvisionalNavigation:withError:)` with WebKit's "Frame load
    /// interrupted" error (`WebKitErrorDomain`, code 102). A download is not modelled: it
    /// raises a `notModelled` warning and the load stops. Nothing loading: nothing is asked.
    public func receiveResponse(_ response: URLResponse, canShowMIMEType: Bool = true) {
      announceStart()
      guard let navigation, isLoading else { return }
      let navigationResponse = WKNavigationResponse(
        response: response, isForMainFrame: true, canShowMIMEType: canShowMIMEType)
      let decide: @MainActor @Sendable (WKNavigationResponsePolicy) -> Void = { [weak self] policy in
        // A decision that arrives after another load started, or after this one ended, is moot.
        guard let self, self.navigation === navigation, self.isLoading, policy != .allow else { return }
        self.isLoading = false
        if policy == .download {
          RuntimeWarning.raise(
            .notModelled,
            "WKWebView navigation response for \(response.url?.absoluteString ?? "nil") was decided "
              + ".download: no download runs headlessly; the load stopped.")
          return
        }
        let interrupted = NSError(
          domain: "WebKitErrorDomain", code: 102,
          userInfo: [NSLocalizedDescriptionKey: "Frame load interrupted"])
        self.navigationDelegate?.webView(
          self, didFailProvisionalNavigation: navigation, withError: interrupted)
      }
      if let navigationDelegate {
        navigationDelegate.webView(self, decidePolicyFor: navigationResponse, decisionHandler: decide)
      } else {
        decide(.allow)
      }
    }

    /// Plays the page posting `body` to `window.webkit.messageHandlers.<name>`: the handler
    /// added for `name` hears it (S325). With none added, nothing hears it and a
    /// `notModelled` warning names the handlers there are.
    public func postMessage(_ body: Any, to name: String) {
      announceStart()
      let controller = configuration.userContentController
      guard let handler = controller.handlers[name] else {
        let names = controller.handlers.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        RuntimeWarning.raise(
          .notModelled,
          "WKWebView page posted to \"\(name)\", which no handler was added for (added: "
            + "\(names.isEmpty ? "none" : names)); nothing heard it.")
        return
      }
      handler.userContentController(
        controller, didReceive: WKScriptMessage(name: name, body: body, webView: self))
    }
  }
#endif
