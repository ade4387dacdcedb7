// A screen written for SwiftUI gets Foundation and Observation from `import SwiftUI`;
// ViewGraph re-exports them so swapping the import is the only edit.
@_exported import Foundation
@_exported import Observation

// Where Combine exists, `ObservableObject`, `@Published` and `ObservableObjectPublisher`
// are Combine's own, as in SwiftUI: one model file serves the app and its ViewGraph mirror.
// Linux has no Combine; ViewGraph declares a stand-in there (ObservableObject.swift) and a
// working subset of its publishers (Combine/), which ViewGraphCombine re-exports.
#if canImport(Combine)
  @_exported import Combine
#endif
