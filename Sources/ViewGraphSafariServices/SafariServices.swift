// `import SafariServices` in a mirror on Linux (`-module-alias SafariServices=ViewGraphSafariServices`):
// `SFSafariViewController`, the in-app browser apps wrap in a `UIViewControllerRepresentable`.
// It keeps the URL and configuration it was made with; no page is loaded. A test plays the
// user tapping Done with `finish()` (inspection SPI), which tells the delegate as Safari does,
// so a coordinator's binding write is reached (S320). On Apple platforms this module is
// SafariServices itself.
#if canImport(SafariServices)
  @_exported import SafariServices
#endif
#if !canImport(SafariServices)
  @_exported import ViewGraphUIKit
#endif
