// `import SafariServices` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports SafariServices alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(SafariServices)
  @_exported import Foundation
#endif
