// `import ServiceManagement` in a mirror on Linux
// (`-module-alias ServiceManagement=ViewGraphServiceManagement`): the login items, agents and
// daemons a Mac app registers — "Open at login" toggles (S401). Nothing reaches launchd: each
// test keeps the services its app registered, for the test to read and to answer the user's
// approval with. On Apple platforms this module is ServiceManagement itself.
#if canImport(ServiceManagement)
  @_exported import ServiceManagement
#endif
#if !canImport(ServiceManagement)
  // ServiceManagement's umbrella imports Foundation (`SMAppService` is an `NSObject`).
  @_exported import Foundation
  @_exported import ViewGraphFoundationGaps
#endif
