// A screen written for SwiftUI gets Foundation and Observation from `import SwiftUI`;
// ViewGraph re-exports them so swapping the import is the only edit. On Apple platforms
// `import SwiftUI` also re-exports CoreTransferable (`Transferable`) and
// UniformTypeIdentifiers (`UTType`), so a screen that shares or drops names them with only
// that import: these two modules are those frameworks there and their stand-ins on Linux.
// `import SwiftUI` re-exports UIKit on iOS and AppKit on macOS too, so a screen names
// `UIColor`, `NSWorkspace` or `UIApplication.shared` with only that import: ViewGraphUIKit and
// ViewGraphAppKit are those frameworks where they exist and value-level stand-ins elsewhere.
// CoreGraphics comes along on Apple platforms (`CGColor`, `Color.cgColor`): its stand-in too.
@_exported import Foundation
@_exported import Observation
@_exported import ViewGraphAppKit
@_exported import ViewGraphCoreGraphics
@_exported import ViewGraphCoreTransferable
@_exported import ViewGraphFoundationGaps
@_exported import ViewGraphUIKit
@_exported import ViewGraphUniformTypeIdentifiers

// Where Combine exists, `ObservableObject`, `@Published` and `ObservableObjectPublisher`
// are Combine's own, as in SwiftUI: one model file serves the app and its ViewGraph mirror.
// Linux has no Combine; ViewGraph declares a stand-in there (ObservableObject.swift) and a
// working subset of its publishers (Combine/), which ViewGraphCombine re-exports.
#if canImport(Combine)
  @_exported import Combine
#endif
