// `import WebKit` in a mirror on Linux (`-module-alias WebKit=ViewGraphWebKit`): `WKWebView` and
// the delegates, configuration and script handlers apps wire to it in a representable. No page
// is fetched or rendered and no script runs: the web view keeps what the app loaded (its URL,
// its history), and a test plays what the page would do, finishing a load, following a link
// (asking the navigation delegate's policy first) or posting a script message, so the
// coordinator's writes reach the app's state (S324, S325). Running JavaScript is a
// `notModelled` warning. On Apple platforms this module is WebKit itself.
#if canImport(WebKit)
  @_exported import WebKit
#endif
#if !canImport(WebKit)
  @_exported import ViewGraphUIKit
#endif
