#if !canImport(WebKit)
  import Foundation

  /// How a web view is set up, as WebKit declares it: kept as set.
  @preconcurrency @MainActor
  open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var preferences = WKPreferences()
    /// The preferences each page loaded starts from.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var allowsInlineMediaPlayback = false
    open var applicationNameForUserAgent: String?
    public override init() { super.init() }
  }

  /// A web view's preferences.
  @preconcurrency @MainActor
  open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    public override init() { super.init() }
  }

  /// Where a web view keeps cookies and caches: the default store or one that keeps nothing.
  @preconcurrency @MainActor
  open class WKWebsiteDataStore: NSObject {
    /// Whether the store keeps its data across launches.
    open private(set) var isPersistent: Bool
    /// The store's cookies.
    public let httpCookieStore = WKHTTPCookieStore()
    private static let shared = WKWebsiteDataStore(persistent: true)

    init(persistent: Bool) { isPersistent = persistent }

    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
  }

  /// A script a web view injects into its pages; kept, never run.
  @preconcurrency @MainActor
  open class WKUserScript: NSObject {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public let injectionTime: InjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
      self.source = source
      self.injectionTime = injectionTime
      isForMainFrameOnly = forMainFrameOnly
    }
  }

  /// The scripts and the message handlers of a web view's pages.
  @preconcurrency @MainActor
  open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    /// The handlers by the name a page posts to (`window.webkit.messageHandlers.<name>`).
    private(set) var handlers: [String: any WKScriptMessageHandler] = [:]

    public override init() { super.init() }

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }

    /// Adds `scriptMessageHandler` for messages a page posts to `name`; WebKit keeps it strongly.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
      handlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers = [:] }
  }

  /// A message a page posted to a handler.
  @preconcurrency @MainActor
  open class WKScriptMessage: NSObject {
    /// The handler's name the page posted to.
    open private(set) var name: String
    /// What the page posted: a string, a number, an array or a dictionary of them.
    open private(set) var body: Any
    /// The web view whose page posted the message.
    open private(set) weak var webView: WKWebView?

    init(name: String, body: Any, webView: WKWebView?) {
      self.name = name
      self.body = body
      self.webView = webView
    }
  }

  /// Who hears a page's messages.
  @preconcurrency @MainActor
  public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
  }
#endif
