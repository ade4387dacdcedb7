// `import CoreTransferable` in a mirror on Linux (`-module-alias
// CoreTransferable=ViewGraphCoreTransferable`), and what `import SwiftUI` brings along:
// `Transferable` and its representations as Apple declares them. A value really goes through
// its representations here (to data and back), so a drop or a paste a test delivers reaches
// the app as the type it asks for. On Apple platforms this module is CoreTransferable itself.
@_exported import ViewGraphUniformTypeIdentifiers

#if canImport(CoreTransferable)
  @_exported import CoreTransferable
#else
  import Foundation

  /// A type that moves through drag and drop, copy and paste and sharing.
  ///
  /// ```swift
  /// struct Note: Codable, Transferable {
  ///   var text: String
  ///   static var transferRepresentation: some TransferRepresentation {
  ///     CodableRepresentation(contentType: .json)
  ///     ProxyRepresentation(exporting: \.text)
  ///   }
  /// }
  /// ```
  @preconcurrency
  public protocol Transferable: Sendable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation
    /// How the item is imported and exported, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
  }

  /// A declarative description of how an item is imported and exported.
  ///
  /// ```swift
  /// static var transferRepresentation: some TransferRepresentation {
  ///   DataRepresentation(contentType: .png) { $0.pngData } importing: { Layer(png: $0) }
  /// }
  /// ```
  public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item being transferred.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
  }

  /// Builds a transfer representation from the representations listed in a closure.
  ///
  /// ```swift
  /// @TransferRepresentationBuilder<Note> var both: some TransferRepresentation<Note> {
  ///   CodableRepresentation(contentType: .json)
  ///   ProxyRepresentation(exporting: \.text)
  /// }
  /// ```
  @resultBuilder
  public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Builds a transfer representation from an expression.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
      content
    }

    /// Passes a single transfer representation to the builder unmodified.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
    where Content.Item == Item {
      content
    }

    /// Combines several transfer representations, most preferred first.
    public static func buildBlock<each C: TransferRepresentation>(
      _ content: repeat each C
    ) -> TupleTransferRepresentation<Item, (repeat each C)> {
      var conversions: [TransferConversion] = []
      for representation in repeat each content {
        conversions += transferConversions(of: representation)
      }
      return TupleTransferRepresentation(value: (repeat each content), conversions: conversions)
    }
  }

  /// Several transfer representations combined, most preferred first.
  ///
  /// ```swift
  /// CodableRepresentation(contentType: .json)
  /// ProxyRepresentation(exporting: \.text)
  /// ```
  public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation,
    @unchecked Sendable
  {
    let value: Value
    package let conversions: [TransferConversion]

    /// The combined representations.
    public var body: Never { return fatalError("TupleTransferRepresentation has no body") }
  }

  extension TupleTransferRepresentation: TransferConversionSource {}

  extension Never: Transferable {
    /// No value is ever transferred as `Never`: a `ShareLink` without a preview image names it.
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
  }

  extension Never: TransferRepresentation {
    public typealias Item = Never
    /// The body of the representations that have none (the built-in ones).
    public var body: Never { return fatalError("Never has no body") }
  }
#endif
