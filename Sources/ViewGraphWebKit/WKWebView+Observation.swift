#if !canImport(WebKit)
  import Foundation
  @_spi(Inspection) import ViewGraph
  import ViewGraphFoundationGaps

  /// One `observe(_:options:changeHandler:)` of a web view: its key path, and how to call its
  /// handler with the value before the change.
  @MainActor
  struct WebViewObserver {
    let keyPath: AnyKeyPath
    let options: NSKeyValueObservingOptions
    weak var observation: NSKeyValueObservation?
    let call: @MainActor (WKWebView, _ old: Any, _ isPrior: Bool) -> Void
  }

  extension WKWebView {
    /// The properties a web view reports changes of, as WebKit does for key-value observing.
    static let observableKeyPaths: [AnyKeyPath: String] = [
      \WKWebView.url: "url", \WKWebView.title: "title", \WKWebView.isLoading: "isLoading",
      \WKWebView.estimatedProgress: "estimatedProgress", \WKWebView.canGoBack: "canGoBack",
      \WKWebView.canGoForward: "canGoForward",
    ]

    /// Observes the property at `keyPath`, as Foundation's key-value observing does: the
    /// handler hears each change of `url`, `title`, `isLoading`, `estimatedProgress`,
    /// `canGoBack` and `canGoForward` (S380), until the observation is invalidated or freed.
    /// Another key path raises a `notModelled` warning: its changes are never reported here.
    ///
    /// ```swift
    /// observation = webView.observe(\.estimatedProgress, options: .new) { _, change in
    ///   model.progress = change.newValue ?? 0
    /// }
    /// ```
    @preconcurrency
    public func observe<Value>(
      _ keyPath: KeyPath<WKWebView, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping @Sendable (WKWebView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let observation = NSKeyValueObservation()
      guard Self.observableKeyPaths[keyPath] != nil else {
        RuntimeWarning.raise(
          .notModelled,
          "WKWebView.observe(_:options:changeHandler:) was given a key path to a \(Value.self) whose changes "
            + "are never reported: a web view here reports url, title, isLoading, estimatedProgress, canGoBack "
            + "and canGoForward.")
        return observation
      }
      let observer = WebViewObserver(keyPath: keyPath, options: options, observation: observation) {
        view, old, isPrior in
        let new = view[keyPath: keyPath]
        changeHandler(
          view,
          NSKeyValueObservedChange(
            newValue: options.contains(.new) && !isPrior ? new : nil,
            oldValue: options.contains(.old) ? old as? Value : nil, isPrior: isPrior))
      }
      observers.append(observer)
      if options.contains(.initial) {
        changeHandler(
          self,
          NSKeyValueObservedChange(
            newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil, isPrior: false))
      }
      return observation
    }

    /// Tells the observers of `keyPath` that it changed from `old`, if it did: those asking
    /// `.prior` first get a prior call (made once the change is known, so the web view already
    /// holds the new value), then every one gets the change, as key-value observing reports
    /// each property set.
    func reportChange(of keyPath: AnyKeyPath, from old: Any) {
      observers.removeAll { $0.observation?.isValid != true }
      let new = self[keyPath: keyPath] as Any
      guard !observers.isEmpty, old as? AnyHashable != new as? AnyHashable else { return }
      for observer in observers where observer.keyPath == keyPath {
        guard observer.observation?.isValid == true else { continue }
        if observer.options.contains(.prior) { observer.call(self, old, true) }
        observer.call(self, old, false)
      }
    }
  }
#endif
