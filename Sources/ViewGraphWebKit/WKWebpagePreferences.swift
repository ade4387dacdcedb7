#if !canImport(WebKit)
  import Foundation

  /// The preferences a web view applies to each page it loads, as WebKit declares them: kept
  /// as set; no page runs headlessly, so none of them changes what a test plays.
  ///
  /// ```swift
  /// let configuration = WKWebViewConfiguration()
  /// configuration.defaultWebpagePreferences.allowsContentJavaScript = false
  /// ```
  @preconcurrency @MainActor
  open class WKWebpagePreferences: NSObject {
    /// The content mode a page asks for: the device's, a phone's or a desktop's.
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }

    /// Whether the page's own JavaScript runs; WebKit's default is `true`.
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended

    public override init() { super.init() }
  }
#endif
