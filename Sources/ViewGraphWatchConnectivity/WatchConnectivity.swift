// `import WatchConnectivity` in a mirror on Linux
// (`-module-alias WatchConnectivity=ViewGraphWatchConnectivity`): the session an iPhone app
// and its watch app talk through (S403). There is no watch: the counterpart is what a test
// supplies (`WCSession.supplied`, inspection SPI) — none paired by default, as a simulator
// without a watch — and a test plays what the watch sends and reads what the app sent. On
// Apple platforms this module is WatchConnectivity itself.
#if canImport(WatchConnectivity)
  @_exported import WatchConnectivity
#endif
#if !canImport(WatchConnectivity)
  // WatchConnectivity's umbrella imports Foundation.
  @_exported import Foundation
  @_exported import ViewGraphFoundationGaps
#endif
