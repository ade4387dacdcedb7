import Foundation

// Apple's Foundation declares URL's security-scoped access, which every file importer's
// completion calls on the URLs it gets; swift-corelibs-foundation does not. Linux has no
// sandbox, so access is always granted and there is nothing to give back.
#if !canImport(Darwin)
  import Foundation

  extension URL {
    /// Gains access to a file the user picked outside the app's sandbox: always granted here.
    ///
    /// ```swift
    /// guard url.startAccessingSecurityScopedResource() else { return }
    /// defer { url.stopAccessingSecurityScopedResource() }
    /// ```
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Gives back the access `startAccessingSecurityScopedResource()` gained.
    ///
    /// ```swift
    /// defer { url.stopAccessingSecurityScopedResource() }
    /// ```
    public func stopAccessingSecurityScopedResource() {}
  }
#endif
