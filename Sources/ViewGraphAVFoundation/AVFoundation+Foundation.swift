// `import AVFoundation` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports AVFoundation alone names `Data`, `NSObject` or `URL` without importing
// Foundation. The stand-in brings it the same way.
#if !canImport(AVFoundation)
  @_exported import Foundation
#endif
