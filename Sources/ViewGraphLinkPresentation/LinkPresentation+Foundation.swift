// `import LinkPresentation` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports LinkPresentation alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(LinkPresentation)
  @_exported import Foundation
#endif
