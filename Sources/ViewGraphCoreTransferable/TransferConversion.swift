#if !canImport(CoreTransferable)
  import Foundation

  /// One way an item goes to data and back, as a representation describes it: what every
  /// representation reduces to, so values of any two types meet through a content type.
  package struct TransferConversion: Sendable {
    package var contentType: UTType
    package var exporting: (@Sendable (any Sendable) async throws -> Data)?
    package var importing: (@Sendable (Data) async throws -> any Sendable)?
    package var suggestedFileName: (@Sendable (any Sendable) -> String?)?
    package var isExported: @Sendable (any Sendable) -> Bool = { _ in true }

    package init(
      contentType: UTType, exporting: (@Sendable (any Sendable) async throws -> Data)?,
      importing: (@Sendable (Data) async throws -> any Sendable)?
    ) {
      self.contentType = contentType
      self.exporting = exporting
      self.importing = importing
    }
  }

  /// A representation that knows its conversions without a body: the built-in ones.
  package protocol TransferConversionSource {
    var conversions: [TransferConversion] { get }
  }

  /// The conversions a representation stands for, most preferred first.
  package func transferConversions<R: TransferRepresentation>(of representation: R) -> [TransferConversion] {
    if let source = representation as? any TransferConversionSource { return source.conversions }
    return transferConversions(of: representation.body)
  }

  /// Why a transfer could not produce a value.
  package struct TransferError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
  }

  extension Transferable {
    package static var transferConversions: [TransferConversion] {
      ViewGraphCoreTransferable.transferConversions(of: transferRepresentation)
    }
  }

  /// Moves values between transferable types the way the system does: the sender exports
  /// each of its content types, the receiver imports the first it accepts.
  package enum TransferCoding {
    /// Each content type `value` exports, with its data, most preferred first.
    package static func export<V: Transferable>(_ value: V) async throws -> [(UTType, Data)] {
      var items: [(UTType, Data)] = []
      for conversion in V.transferConversions where conversion.isExported(value) {
        guard let exporting = conversion.exporting else { continue }
        items.append((conversion.contentType, try await exporting(value)))
      }
      return items
    }

    /// The first content type and data of `value`, and the file name it suggests.
    package static func exportFile<V: Transferable>(_ value: V) async throws -> (UTType, Data, String?)? {
      for conversion in V.transferConversions where conversion.isExported(value) {
        guard let exporting = conversion.exporting else { continue }
        return (conversion.contentType, try await exporting(value), conversion.suggestedFileName?(value))
      }
      return nil
    }

    /// A `T` made from exported items: the first of `T`'s representations whose content
    /// type an item conforms to.
    package static func importValue<T: Transferable>(_ type: T.Type, from items: [(UTType, Data)])
      async throws -> T
    {
      for conversion in T.transferConversions {
        guard let importing = conversion.importing else { continue }
        guard let (_, data) = items.first(where: { $0.0.conforms(to: conversion.contentType) }) else {
          continue
        }
        if let value = try await importing(data) as? T { return value }
      }
      let offered = items.map(\.0.identifier).joined(separator: ", ")
      throw TransferError("\(T.self) imports none of the content types offered (\(offered))")
    }

    /// `value` as a `T`: itself if it is one, else through its exported data.
    package static func convert<T: Transferable>(_ value: any Transferable, to type: T.Type) async throws -> T
    {
      if let same = value as? T { return same }
      return try await importValue(type, from: export(value))
    }
  }
#endif
