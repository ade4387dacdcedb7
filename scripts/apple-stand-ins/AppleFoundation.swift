// A stand-in for what Apple's Foundation declares beyond swift-corelibs-foundation, for
// scripts/check-apple-branches only: the names ViewGraph uses where `canImport(Darwin)` leaves
// them to Apple's Foundation, with the signatures Apple documents. Never run: bodies trap.
import Foundation

public struct LocalizedStringResource: Hashable, Codable, Sendable, ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { fatalError("stand-in") }
  public var key: String { fatalError("stand-in") }
}

extension String {
  public init(localized resource: LocalizedStringResource) { fatalError("stand-in") }
}

@MainActor
open class UndoManager: NSObject {
  nonisolated public override init() { fatalError("stand-in") }
  open func removeAllActions() { fatalError("stand-in") }
}

open class FileWrapper: NSObject {
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  public init(url: URL, options: ReadingOptions = []) throws { fatalError("stand-in") }
  public init(regularFileWithContents contents: Data) { fatalError("stand-in") }
  open var regularFileContents: Data? { fatalError("stand-in") }
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    fatalError("stand-in")
  }
}

open class NSUserActivity: NSObject {
  public init(activityType: String) { fatalError("stand-in") }
  open var activityType: String { fatalError("stand-in") }
  open var title: String?
}
