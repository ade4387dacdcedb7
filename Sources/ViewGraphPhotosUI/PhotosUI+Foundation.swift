// `import PhotosUI` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports PhotosUI alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(PhotosUI)
  @_exported import Foundation
#endif
