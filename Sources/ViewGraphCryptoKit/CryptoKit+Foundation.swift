// `import CryptoKit` alone lets a file name `Data`: CryptoKit's API is written in Foundation's
// types (`DataProtocol`, `ContiguousBytes`, `Data`), and the apps that import it beside
// SwiftUI name them freely. The stand-in brings Foundation the way S385's stand-ins do.
#if !canImport(CryptoKit)
  @_exported import Foundation
#endif
