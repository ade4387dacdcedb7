#if canImport(CoreTransferable)
  import Foundation
  import ViewGraphUniformTypeIdentifiers

  /// Why a transfer could not produce a value.
  package struct TransferError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
  }

  /// On Apple platforms the representations are CoreTransferable's own; its export and
  /// import (iOS 18.2, macOS 15.2) move a value between types, and before them a value
  /// reaches only a receiver of its own type.
  package enum TransferCoding {
    package static func exportFile<V: Transferable>(_ value: V) async throws -> (UTType, Data, String?)? {
      guard #available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *),
        let type = V.exportedContentTypes().first
      else { return nil }
      return (type, try await value.exported(as: type), nil)
    }

    package static func convert<T: Transferable>(_ value: any Transferable, to type: T.Type) async throws -> T
    {
      if let same = value as? T { return same }
      if #available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) {
        return try await importValue(T.self, from: value)
      }
      throw TransferError("\(Swift.type(of: value)) is not a \(T.self)")
    }

    @available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    private static func importValue<T: Transferable, V: Transferable>(_ type: T.Type, from value: V)
      async throws -> T
    {
      for contentType in V.exportedContentTypes() {
        let data = try await value.exported(as: contentType)
        if let imported = try? await T(importing: data, contentType: contentType) { return imported }
      }
      throw TransferError("\(T.self) imports none of the content types \(V.self) exports")
    }
  }
#endif
