// `import LinkPresentation` in a mirror on Linux
// (`-module-alias LinkPresentation=ViewGraphLinkPresentation`): link metadata, the provider
// that fetches it and the view that shows it. Nothing is fetched: a provider answers with the
// metadata a test supplied for the URL (`LPMetadataProvider.supplied`, inspection SPI), or
// raises a `notModelled` warning and fails with `LPError(.metadataFetchFailed)` (S379). On
// Apple platforms this module is LinkPresentation itself.
#if canImport(LinkPresentation)
  @_exported import LinkPresentation
#endif
#if !canImport(LinkPresentation)
  @_exported import ViewGraphCoreTransferable
  @_exported import ViewGraphUIKit
#endif
