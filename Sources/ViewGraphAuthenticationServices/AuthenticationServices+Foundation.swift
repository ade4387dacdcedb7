// `import AuthenticationServices` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports AuthenticationServices alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(AuthenticationServices)
  @_exported import Foundation
#endif
