// Loading Swift values whose Foundation class reads from an item provider (`URL` through
// `NSURL`, `String` through `NSString`), as Foundation's overlay declares it: what a drop
// handler writes (`provider.loadObject(ofClass: URL.self) { url, _ in … }`).
#if !canImport(CoreTransferable)
  import Foundation
  import ViewGraphUniformTypeIdentifiers

  extension NSItemProvider {
    /// Whether a registered representation conforms to a type `T`'s Foundation class reads.
    public func canLoadObject<T>(ofClass: T.Type) -> Bool
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
      canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a `T` through its Foundation class (S349).
    ///
    /// ```swift
    /// provider.loadObject(ofClass: URL.self) { url, _ in if let url { open(url) } }
    /// ```
    @discardableResult
    public func loadObject<T>(
      ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
      // The metatypes are not Sendable: the loader's handler names no `T`, the bridge does,
      // and it reads them and mutates nothing.
      nonisolated(unsafe) let deliver: (Any?, (any Error)?) -> Void = { object, error in
        let value = (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
        completionHandler(value, error)
      }
      return loadObject(ofClass: T._ObjectiveCType.self) { object, error in deliver(object, error) }
    }
  }

  extension NSString: NSItemProviderReading {
    /// Plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
      guard let text = NSString(string: String(decoding: data, as: UTF8.self)) as? Self else {
        throw CocoaError(.fileReadCorruptFile)
      }
      return text
    }
  }

  extension NSURL: NSItemProviderReading {
    /// URLs, file URLs among them.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
      guard let url = URL(dataRepresentation: data, relativeTo: nil),
        let object = NSURL(string: url.absoluteString) as? Self
      else { throw CocoaError(.fileReadCorruptFile) }
      return object
    }
  }
#endif
