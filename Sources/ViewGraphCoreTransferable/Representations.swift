#if !canImport(CoreTransferable)
  import Foundation

  /// A representation for `Codable` items, encoded as JSON.
  ///
  /// ```swift
  /// static var transferRepresentation: some TransferRepresentation {
  ///   CodableRepresentation(contentType: .todo)
  /// }
  /// ```
  @preconcurrency
  public struct CodableRepresentation<Item: Transferable & Codable, Encoder: Sendable, Decoder: Sendable>:
    TransferRepresentation
  {
    let contentType: UTType

    /// A representation that encodes and decodes the item as JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
      self.contentType = contentType
    }

    /// A primitive representation.
    public var body: Never { return fatalError("CodableRepresentation has no body") }
  }

  extension CodableRepresentation: TransferConversionSource {
    package var conversions: [TransferConversion] {
      [
        TransferConversion(
          contentType: contentType,
          exporting: { item in try JSONEncoder().encode(item as! Item) },
          importing: { data in try JSONDecoder().decode(Item.self, from: data) })
      ]
    }
  }

  /// A representation for items that make their own binary data.
  ///
  /// ```swift
  /// DataRepresentation(contentType: .layer) { layer in layer.data() } importing: { data in Layer(data: data) }
  /// ```
  public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let conversion: TransferConversion

    /// Exports the item as data and imports it from data.
    public init(
      contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
      importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      conversion = TransferConversion(
        contentType: contentType, exporting: { try await exporting($0 as! Item) },
        importing: { try await importing($0) })
    }

    /// Exports the item as data only.
    public init(
      exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
    ) {
      conversion = TransferConversion(
        contentType: contentType, exporting: { try await exporting($0 as! Item) }, importing: nil)
    }

    /// Imports the item from data only.
    public init(
      importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      conversion = TransferConversion(
        contentType: contentType, exporting: nil, importing: { try await importing($0) })
    }

    /// A primitive representation.
    public var body: Never { return fatalError("DataRepresentation has no body") }
  }

  extension DataRepresentation: TransferConversionSource {
    package var conversions: [TransferConversion] { [conversion] }
  }

  /// A file the sender offers: its URL, and whether the receiver may open it in place.
  ///
  /// ```swift
  /// FileRepresentation(contentType: .mpeg4Movie) { movie in SentTransferredFile(movie.url) }
  /// ```
  public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may open the file in place.
    public var allowAccessingOriginalFile: Bool

    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
      self.file = file
      self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
  }

  /// A file the receiver got: a copy unless it is the original, opened in place.
  ///
  /// ```swift
  /// importing: { received in Movie(url: try copy(received.file)) }
  /// ```
  public struct ReceivedTransferredFile: Sendable {
    /// The received file's URL.
    public let file: URL
    /// Whether `file` is the sender's original rather than a copy.
    public let isOriginalFile: Bool
  }

  /// A representation for items that move as files.
  ///
  /// ```swift
  /// FileRepresentation(contentType: .mpeg4Movie) { SentTransferredFile($0.url) } importing: { Movie(url: $0.file) }
  /// ```
  public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let conversion: TransferConversion

    /// Exports the item as a file and imports it from one.
    public init(
      contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      conversion = TransferConversion(
        contentType: contentType, exporting: { try await Self.read(exporting($0 as! Item)) },
        importing: { try await importing(Self.received($0, type: contentType)) })
    }

    /// Exports the item as a file only.
    public init(
      exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
      conversion = TransferConversion(
        contentType: contentType, exporting: { try await Self.read(exporting($0 as! Item)) }, importing: nil)
    }

    /// Imports the item from a file only.
    public init(
      importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      conversion = TransferConversion(
        contentType: contentType, exporting: nil,
        importing: { try await importing(Self.received($0, type: contentType)) })
    }

    /// A primitive representation.
    public var body: Never { return fatalError("FileRepresentation has no body") }

    static func read(_ sent: SentTransferredFile) throws -> Data { try Data(contentsOf: sent.file) }

    /// The receiving side gets its own copy in a temporary folder, as from another process.
    static func received(_ data: Data, type: UTType) throws -> ReceivedTransferredFile {
      var url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
      if let fileExtension = type.preferredFilenameExtension { url.appendPathExtension(fileExtension) }
      try data.write(to: url)
      return ReceivedTransferredFile(file: url, isOriginalFile: false)
    }
  }

  extension FileRepresentation: TransferConversionSource {
    package var conversions: [TransferConversion] { [conversion] }
  }

  /// A representation that moves the item as another transferable type.
  ///
  /// ```swift
  /// ProxyRepresentation(exporting: \.text)
  /// ```
  public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
    TransferRepresentation
  {
    package let conversions: [TransferConversion]

    /// Exports the item as the proxy and imports it from one.
    public init(
      exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
      importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
      conversions = Self.through(exporting: exporting, importing: importing)
    }

    /// Exports the item as the proxy only.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
      conversions = Self.through(exporting: exporting, importing: nil)
    }

    /// Imports the item from the proxy only.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
      conversions = Self.through(exporting: nil, importing: { try importing($0) })
    }

    /// A primitive representation.
    public var body: Never { return fatalError("ProxyRepresentation has no body") }

    /// The proxy's own conversions, reached through the item.
    static func through(
      exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?,
      importing: (@Sendable (ProxyRepresentation) async throws -> Item)?
    ) -> [TransferConversion] {
      ProxyRepresentation.transferConversions.map { proxy in
        var conversion = proxy
        if let exporting, let exportProxy = proxy.exporting {
          conversion.exporting = { item in try await exportProxy(exporting(item as! Item)) }
        } else {
          conversion.exporting = nil
        }
        if let importing, let importProxy = proxy.importing {
          conversion.importing = { data in try await importing(importProxy(data) as! ProxyRepresentation) }
        } else {
          conversion.importing = nil
        }
        return conversion
      }
    }
  }

  extension ProxyRepresentation: TransferConversionSource {}

#endif
