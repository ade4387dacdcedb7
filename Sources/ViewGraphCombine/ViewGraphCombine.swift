// What an app's files use of Combine, for a mirror target on Linux, where Combine does not
// exist: the mirror compiles with `-module-alias Combine=ViewGraphCombine`, so `import Combine`
// loads this module, and it offers Combine's names that SwiftUI apps use with SwiftUI,
// ViewGraph's stand-ins for them. Publishers, subscribers and `sink` are not here: a file
// that builds pipelines needs the real Combine and is left out of the mirror.
//
// On Apple platforms it is Combine itself, so a mirror written with the same flags builds
// there too.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import protocol ViewGraph.ObservableObject
  @_exported import class ViewGraph.ObservableObjectPublisher
  @_exported import struct ViewGraph.Published
#endif
