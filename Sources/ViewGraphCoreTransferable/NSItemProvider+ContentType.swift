// The `UTType` forms of NSItemProvider's loading (iOS 16, macOS 13), which UniformTypeIdentifiers
// adds to Foundation's; swift-corelibs-foundation has neither.
#if !canImport(CoreTransferable)
  import Foundation
  import ViewGraphUniformTypeIdentifiers

  extension NSItemProvider {
    /// Loads the first representation conforming to `contentType` as data.
    ///
    /// ```swift
    /// provider.loadDataRepresentation(for: .image) { data, _ in … }
    /// ```
    @discardableResult
    public func loadDataRepresentation(
      for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Writes the representation conforming to `contentType` to a temporary file, removed when
    /// the handler returns (S349); the file is a copy, never opened in place, so the handler's
    /// `Bool` is false.
    @discardableResult
    public func loadFileRepresentation(
      for contentType: UTType, openInPlace: Bool = false,
      completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
      loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in
        completionHandler(url, false, error)
      }
    }
  }
#endif
