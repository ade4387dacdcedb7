// `import Network` in a mirror on Linux (`-module-alias Network=ViewGraphNetwork`): the path
// monitor apps watch connectivity with — an offline banner, a sync that waits for Wi-Fi
// (S400). There is no network stack here: the path is the one a test supplies, a device on
// Wi-Fi by default, and a test changes it to play losing or regaining the connection
// (`NWPathMonitor.change(to:)`, inspection SPI). Connections, listeners and browsers are not
// declared. On Apple platforms this module is Network itself.
#if canImport(Network)
  @_exported import Network
#endif
#if !canImport(Network)
  // Network's headers import Dispatch's: a monitor starts on a `DispatchQueue`.
  @_exported import Dispatch
  @_exported import ViewGraphFoundationGaps
#endif
