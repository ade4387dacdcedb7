#if !canImport(WebKit)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A data store's cookies, as WebKit declares it: the cookies an app sets are kept, one per
  /// name, domain and path (a new one replaces the old), and answered when asked, so a test
  /// reads the session cookie a screen injected before loading its page. No page sends them.
  ///
  /// ```swift
  /// webView.configuration.websiteDataStore.httpCookieStore.setCookie(sessionCookie)
  /// ```
  @preconcurrency @MainActor
  open class WKHTTPCookieStore: NSObject {
    private var cookies: [HTTPCookie] = []

    override init() { super.init() }

    /// Keeps `cookie`, replacing one with its name, domain and path, then calls the handler.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
      cookies.removeAll { Self.sameSlot($0, cookie) }
      cookies.append(cookie)
      completionHandler?()
    }

    /// Removes `cookie`, then calls the handler.
    open func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
      cookies.removeAll { Self.sameSlot($0, cookie) }
      completionHandler?()
    }

    /// Answers the kept cookies, in the order set.
    open func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
      completionHandler(cookies)
    }

    /// The kept cookies, in the order set.
    open func allCookies() async -> [HTTPCookie] { cookies }

    private static func sameSlot(_ lhs: HTTPCookie, _ rhs: HTTPCookie) -> Bool {
      lhs.name == rhs.name && lhs.domain == rhs.domain && lhs.path == rhs.path
    }
  }
#endif
