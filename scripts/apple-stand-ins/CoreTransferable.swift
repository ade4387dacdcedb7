// A stand-in for CoreTransferable, for scripts/check-apple-branches only: the names ViewGraph
// and ViewGraphCoreTransferable use, with the signatures Apple documents. Never run: bodies trap.
import Foundation
@_exported import UniformTypeIdentifiers

public protocol Transferable: Sendable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

public protocol TransferRepresentation<Item>: Sendable {
  associatedtype Item: Transferable
  associatedtype Body: TransferRepresentation
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
    content
  }
  public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
  where Content.Item == Item { content }
}

extension Never: Transferable {
  public static var transferRepresentation: Never { return fatalError("stand-in") }
}

extension Never: TransferRepresentation {
  public typealias Item = Never
  public var body: Never { return fatalError("stand-in") }
}

public struct TransferRepresentationVisibility: Sendable {
  public static var all: TransferRepresentationVisibility { fatalError("stand-in") }
}

public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  public init(
    exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    fatalError("stand-in")
  }
  public var body: Never { return fatalError("stand-in") }
}

extension Transferable {
  @available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
  public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
    fatalError("stand-in")
  }
  @available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
  public func exported(as contentType: UTType?) async throws -> Data { fatalError("stand-in") }
  @available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
  public init(importing data: Data, contentType: UTType?) async throws { fatalError("stand-in") }
}

extension String: Transferable {
  public static var transferRepresentation: Never { return fatalError("stand-in") }
}

extension URL: Transferable {
  public static var transferRepresentation: Never { return fatalError("stand-in") }
}

extension Data: Transferable {
  public static var transferRepresentation: Never { return fatalError("stand-in") }
}

// Foundation's NSItemProvider, declared here for brevity: ViewGraph sees it either way.
open class NSItemProvider: NSObject, @unchecked Sendable {
  public override init() { fatalError("stand-in") }
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { fatalError("stand-in") }
}

extension NSItemProvider {
  public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
    fatalError("stand-in")
  }
}

// Foundation's object loading, which the UIKit stand-in's UIImage adopts where UIKit is absent.
public protocol NSItemProviderReading: NSObjectProtocol {
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

public protocol NSItemProviderWriting: NSObjectProtocol {
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress?
}
