#if !canImport(PhotosUI)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// A photo or video the user picked in a ``PhotosPicker``.
  ///
  /// ```swift
  /// if let data = try await item.loadTransferable(type: Data.self) { avatar = data }
  /// ```
  public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// How an item's encoding is chosen when several are available.
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
      let name: String
      public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
      public static let current = EncodingDisambiguationPolicy(name: "current")
      public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The item's identifier in the photo library, if the picker was given one.
    public let itemIdentifier: String?
    /// The types the item can load as.
    public let supportedContentTypes: [UTType]
    let data: Data?

    /// An item with the identifier of a photo library asset.
    public init(itemIdentifier: String) {
      self.itemIdentifier = itemIdentifier
      supportedContentTypes = []
      data = nil
    }

    /// A picked item whose content is `data`, of `contentType`, as a test supplies it.
    @_spi(Inspection) public init(itemIdentifier: String, data: Data, contentType: UTType = .png) {
      self.itemIdentifier = itemIdentifier
      supportedContentTypes = [contentType]
      self.data = data
    }

    /// Loads the item as a `T`: the supplied data, imported through `T`'s representations.
    /// With no data supplied there is no library to load from: a `notModelled` warning,
    /// and nil.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
      guard let data, let contentType = supportedContentTypes.first else {
        let name = itemIdentifier ?? "an item"
        await MainActor.run {
          RuntimeWarning.raise(
            .notModelled,
            "PhotosPickerItem \"\(name)\".loadTransferable(type: \(T.self).self) has no photo library to load "
              + "from; it answers nil. Pick an item made with PhotosPickerItem(itemIdentifier:data:contentType:)."
          )
        }
        return nil
      }
      return try await TransferCoding.importValue(T.self, from: [(contentType, data)])
    }
  }
#endif
