// Apple's Foundation declares NSItemProvider, what `onDrop(of:)` and `DropInfo` hand a
// screen, and CoreTransferable adds `register(_:)` and `loadTransferable(type:)` to it;
// swift-corelibs-foundation has none of it. Declared here, below ViewGraph, so both halves
// live together; on Apple platforms it is Foundation's own.
#if !canImport(CoreTransferable)
  import Foundation

  /// Who may load a registered representation.
  ///
  /// ```swift
  /// provider.registerDataRepresentation(forTypeIdentifier: UTType.json.identifier, visibility: .all) { … }
  /// ```
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
  }

  /// Items offered to a drop or a paste, loaded by content type.
  ///
  /// ```swift
  /// _ = provider.loadDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier) { data, _ in
  ///   if let data, let url = URL(dataRepresentation: data, relativeTo: nil) { open(url) }
  /// }
  /// ```
  open class NSItemProvider: NSObject, @unchecked Sendable {
    typealias Loader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    private var representations: [(identifier: String, load: Loader)] = []
    private var transferables: [@Sendable () -> any Transferable] = []

    /// The name a receiver saves the items under.
    open var suggestedName: String?

    /// A provider with nothing registered.
    public override init() {}

    /// A provider offering the file at `fileURL`, typed by its extension.
    public convenience init?(contentsOf fileURL: URL!) {
      guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
      self.init()
      suggestedName = fileURL.lastPathComponent
      let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
      registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
        do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
        return nil
      }
      registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all) {
        completion in
        completion(fileURL.dataRepresentation, nil)
        return nil
      }
    }

    /// The identifiers of the registered representations, most preferred first.
    open var registeredTypeIdentifiers: [String] { representations.map(\.identifier) }

    /// Whether a registered representation conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representation(conformingTo: typeIdentifier) != nil
    }

    /// Registers data a receiver loads as `typeIdentifier`.
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
      loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
      representations.append((typeIdentifier, loadHandler))
    }

    /// Loads the first representation conforming to `typeIdentifier` as data.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      guard let representation = representation(conformingTo: typeIdentifier) else {
        completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        return progress
      }
      _ = representation.load { data, error in
        progress.completedUnitCount = 1
        completionHandler(data, error)
      }
      return progress
    }

    private func representation(conformingTo typeIdentifier: String) -> (identifier: String, load: Loader)? {
      let wanted = Self.type(typeIdentifier)
      return representations.first { Self.type($0.identifier).conforms(to: wanted) }
    }

    /// The type an identifier names: a system type, or one an app declares.
    static func type(_ identifier: String) -> UTType { UTType(identifier) ?? UTType(importedAs: identifier) }

    /// Registers a transferable item, exported through its representations when loaded.
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
      transferables.append(transferable)
    }

    /// Registers a transferable item's exported data, ready to load at once.
    package func register(exported items: [(UTType, Data)]) {
      for (type, data) in items {
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
          completion(data, nil)
          return nil
        }
      }
    }

    /// Loads the items as a `T`, through the representations both sides share.
    @discardableResult
    public func loadTransferable<T: Transferable>(
      type transferableType: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      let registered = representations
      let transferables = transferables
      Task {
        var items: [(UTType, Data)] = []
        for representation in registered {
          let data = await withCheckedContinuation { continuation in
            _ = representation.load { data, _ in continuation.resume(returning: data) }
          }
          if let data { items.append((Self.type(representation.identifier), data)) }
        }
        for transferable in transferables {
          items += (try? await TransferCoding.export(transferable())) ?? []
        }
        do {
          completionHandler(.success(try await TransferCoding.importValue(T.self, from: items)))
        } catch {
          completionHandler(.failure(error))
        }
        progress.completedUnitCount = 1
      }
      return progress
    }
  }
#endif
