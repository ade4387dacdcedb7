// `import MapKit` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports MapKit alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(MapKit)
  @_exported import Foundation
#endif
