// `import AppKit` brings Foundation along on Apple platforms (its umbrella header imports it), so a
// file that imports AppKit alone names `Data`, `NSObject` or `URL` without importing Foundation
// (BoringNotch's `ShelfStateViewModel.swift` uses `NSItemProvider`), and `UTType`, which AppKit's
// own declarations use. The stand-in brings it the same way.
#if !canImport(AppKit)
  @_exported import Foundation
  @_exported import ViewGraphCoreTransferable
#endif
