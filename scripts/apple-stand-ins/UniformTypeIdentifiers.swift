// A stand-in for UniformTypeIdentifiers, for scripts/check-apple-branches only: the names
// ViewGraph uses, with the signatures Apple documents. Never run: bodies trap.
import Foundation

public struct UTType: Hashable, Sendable {
  public var identifier: String { fatalError("stand-in") }
  public var preferredFilenameExtension: String? { fatalError("stand-in") }
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    fatalError("stand-in")
  }
  public init?(filenameExtension: String) { fatalError("stand-in") }
  public func conforms(to type: UTType) -> Bool { fatalError("stand-in") }
  public static var data: UTType { fatalError("stand-in") }
  public static var png: UTType { fatalError("stand-in") }
  public static var image: UTType { fatalError("stand-in") }
  public static var json: UTType { fatalError("stand-in") }
  public static var plainText: UTType { fatalError("stand-in") }
}
