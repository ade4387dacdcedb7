#if !canImport(CoreTransferable)
  import Foundation

  /// Who may receive an item through a representation.
  ///
  /// ```swift
  /// CodableRepresentation(contentType: .todo).visibility(.ownProcess)
  /// ```
  public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String
    /// Any process.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// Apps from the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// Apps in the same app group.
    public static let group = TransferRepresentationVisibility(name: "group")
    /// This process only.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
  }

  /// A representation whose conversions were adjusted by a modifier.
  struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation, TransferConversionSource
  {
    package let conversions: [TransferConversion]
    var body: Never { return fatalError("ModifiedTransferRepresentation has no body") }
  }

  extension TransferRepresentation {
    /// Exports through this representation only when `condition` holds for the item.
    ///
    /// ```swift
    /// DataRepresentation(exportedContentType: .png) { $0.png }.exportingCondition { $0.hasImage }
    /// ```
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool)
      -> some TransferRepresentation<Item>
    {
      modified { conversion in
        let previous = conversion.isExported
        conversion.isExported = { item in previous(item) && condition(item as! Item) }
      }
    }

    /// Names the file a receiver saves the item to.
    ///
    /// ```swift
    /// FileRepresentation(exportedContentType: .pdf) { SentTransferredFile($0.url) }.suggestedFileName("Report.pdf")
    /// ```
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
      modified { $0.suggestedFileName = { _ in fileName } }
    }

    /// Names the file a receiver saves the item to, from the item.
    ///
    /// ```swift
    /// CodableRepresentation(contentType: .json).suggestedFileName { $0.title + ".json" }
    /// ```
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?)
      -> some TransferRepresentation<Item>
    {
      modified { $0.suggestedFileName = { item in fileName(item as! Item) } }
    }

    /// Limits who may receive the item through this representation (recorded: every
    /// receiver here is the app itself).
    ///
    /// ```swift
    /// CodableRepresentation(contentType: .todo).visibility(.ownProcess)
    /// ```
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<
      Item
    > {
      modified { _ in }
    }

    func modified(_ change: (inout TransferConversion) -> Void) -> ModifiedTransferRepresentation<Item> {
      ModifiedTransferRepresentation(
        conversions: transferConversions(of: self).map { conversion in
          var conversion = conversion
          change(&conversion)
          return conversion
        })
    }
  }
#endif
