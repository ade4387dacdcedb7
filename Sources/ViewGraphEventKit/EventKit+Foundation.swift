// `import EventKit` brings Foundation along on Apple platforms (its umbrella header imports it),
// so a file that imports EventKit alone names `Date`, `NSPredicate` or `NSObject` without
// importing Foundation (S385). The stand-in brings it the same way.
#if !canImport(EventKit)
  @_exported import Foundation
#endif
