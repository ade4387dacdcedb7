// `import UIKit` brings Foundation along on Apple platforms (its umbrella header imports it), so a
// file that imports UIKit alone names `Data`, `NSObject` or `URL` without importing Foundation
// (CleanArchitecture's `SystemEventsHandler.swift` uses `Data`), and `NSItemProvider` and `UTType`,
// which UIKit's own declarations use. The stand-in brings it the same way.
#if !canImport(UIKit)
  @_exported import Foundation
  @_exported import ViewGraphCoreTransferable
#endif
