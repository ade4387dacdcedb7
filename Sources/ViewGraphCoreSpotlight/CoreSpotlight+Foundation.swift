// `import CoreSpotlight` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports CoreSpotlight alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(CoreSpotlight)
  @_exported import Foundation
#endif
