// `import Cocoa` in a mirror on Linux: the umbrella a macOS app's files import for AppKit and
// Foundation, loaded through `-module-alias Cocoa=ViewGraphCocoa`. A module cannot be the
// target of two aliases, so this one re-exports what the umbrella brings (CoreData aside,
// which has no stand-in).
@_exported import Foundation
@_exported import ViewGraphAppKit
