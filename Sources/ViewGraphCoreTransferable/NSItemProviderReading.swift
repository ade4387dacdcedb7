// Foundation's object-based loading (`canLoadObject(ofClass:)`, `loadObject(ofClass:)`) and
// file loading (`loadFileRepresentation`), what a `PHPickerViewController`'s delegate does
// with each picked result; swift-corelibs-foundation has none of it.
#if !canImport(CoreTransferable)
  import Foundation

  /// An object an item provider can make from the data of the types it reads.
  ///
  /// ```swift
  /// if provider.canLoadObject(ofClass: UIImage.self) {
  ///   provider.loadObject(ofClass: UIImage.self) { image, _ in … }
  /// }
  /// ```
  public protocol NSItemProviderReading: NSObjectProtocol {
    /// The types the class reads, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// The object `data` of `typeIdentifier` holds.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  extension NSItemProvider {
    /// Whether a registered representation conforms to a type `aClass` reads.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      readableIdentifier(for: aClass) != nil
    }

    /// Loads the first representation `aClass` reads and makes the object from its data.
    /// The handler runs before this returns (Foundation runs it later, on another queue): a
    /// test sees the object as soon as the delegate call that asked for it returns.
    @discardableResult
    public func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      guard let identifier = readableIdentifier(for: aClass) else {
        completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
        return Progress(totalUnitCount: 1)
      }
      // A class is never mutated; Foundation's metatype is no more Sendable than this one.
      nonisolated(unsafe) let readingClass = aClass
      return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
        guard let data else { return completionHandler(nil, error) }
        do {
          let object = try readingClass.object(withItemProviderData: data, typeIdentifier: identifier)
          completionHandler(object, nil)
        } catch {
          completionHandler(nil, error)
        }
      }
    }

    /// Writes the representation conforming to `typeIdentifier` to a temporary file and
    /// hands the handler its URL; the file is removed when the handler returns, as
    /// Foundation removes it, so the handler copies what it keeps.
    @discardableResult
    public func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      // The file is named by the representation's own type (a PNG's `.png`), not the one
      // asked for.
      let wanted = Self.type(typeIdentifier)
      let type = registeredTypeIdentifiers.lazy.map(Self.type).first { $0.conforms(to: wanted) } ?? wanted
      return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
        guard let data else { return completionHandler(nil, error) }
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("ItemProvider-\(UUID().uuidString)")
          .appendingPathExtension(type.preferredFilenameExtension ?? "data")
        do {
          try data.write(to: file)
        } catch {
          return completionHandler(nil, error)
        }
        defer { try? FileManager.default.removeItem(at: file) }
        completionHandler(file, nil)
      }
    }

    /// The first type `aClass` reads that a registered representation conforms to.
    private func readableIdentifier(for aClass: any NSItemProviderReading.Type) -> String? {
      aClass.readableTypeIdentifiersForItemProvider.first { hasItemConformingToTypeIdentifier($0) }
    }
  }
#endif
