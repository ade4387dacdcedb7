// Foundation's object-based item providers (`NSItemProvider(object: name as NSString)`, what a
// pre-Transferable `onDrag` returns); swift-corelibs-foundation has none of it.
#if !canImport(CoreTransferable)
  import Foundation

  /// An object an item provider can offer, as the data of the types it writes.
  ///
  /// ```swift
  /// Text(emoji).onDrag { NSItemProvider(object: emoji as NSString) }
  /// ```
  public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The types the object writes, most preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Hands `completionHandler` the object's data as `typeIdentifier`.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
  }

  extension NSItemProvider {
    /// A provider offering `object` as each type it writes.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      // The object stays with its provider, as Foundation's does; a drop loads it later.
      nonisolated(unsafe) let object = object
      for identifier in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
        registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
          object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
        }
      }
    }
  }

  extension NSString: NSItemProviderWriting {
    /// Plain text, as UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(String(describing: self).data(using: .utf8), nil)
      return nil
    }
  }

  extension NSURL: NSItemProviderWriting {
    /// The URL itself.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler((self as URL).dataRepresentation, nil)
      return nil
    }
  }
#endif
