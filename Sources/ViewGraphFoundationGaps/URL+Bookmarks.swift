// Apple's Foundation makes bookmarks of file URLs (`bookmarkData(options:…)`) and resolves
// them back (`URL(resolvingBookmarkData:…)`): a sandboxed app keeps the folders a user picked
// across launches this way. swift-corelibs-foundation has neither. Here a bookmark holds the
// URL itself: it resolves to the same URL while the file is there, and is never stale.
#if !canImport(Darwin)
  import Foundation

  extension NSURL {
    /// How a bookmark is made, as Foundation declares the options; kept for the caller.
    public struct BookmarkCreationOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let minimalBookmark = BookmarkCreationOptions(rawValue: 1 << 9)
      public static let suitableForBookmarkFile = BookmarkCreationOptions(rawValue: 1 << 10)
      public static let withSecurityScope = BookmarkCreationOptions(rawValue: 1 << 11)
      public static let securityScopeAllowOnlyReadAccess = BookmarkCreationOptions(rawValue: 1 << 12)
      public static let withoutImplicitSecurityScope = BookmarkCreationOptions(rawValue: 1 << 29)
    }

    /// How a bookmark is resolved, as Foundation declares the options.
    public struct BookmarkResolutionOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let withoutUI = BookmarkResolutionOptions(rawValue: 1 << 8)
      public static let withoutMounting = BookmarkResolutionOptions(rawValue: 1 << 9)
      public static let withSecurityScope = BookmarkResolutionOptions(rawValue: 1 << 10)
      public static let withoutImplicitStartAccessing = BookmarkResolutionOptions(rawValue: 1 << 15)
    }
  }

  extension URL {
    public typealias BookmarkCreationOptions = NSURL.BookmarkCreationOptions
    public typealias BookmarkResolutionOptions = NSURL.BookmarkResolutionOptions

    /// What a bookmark's data starts with, so that other data is refused when resolved.
    private static let bookmarkPrefix = "viewgraph-bookmark:"

    /// A bookmark of this file URL, which `URL(resolvingBookmarkData:…)` resolves back.
    ///
    /// ```swift
    /// let data = try folder.bookmarkData(options: .withSecurityScope)
    /// ```
    public func bookmarkData(
      options: BookmarkCreationOptions = [], includingResourceValuesForKeys keys: Set<URLResourceKey>? = nil,
      relativeTo url: URL? = nil
    ) throws -> Data {
      guard isFileURL else { throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: self]) }
      guard FileManager.default.fileExists(atPath: path) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: self])
      }
      return Data((Self.bookmarkPrefix + absoluteString).utf8)
    }

    /// The URL a bookmark was made of; it throws when the data is not a bookmark or the file
    /// is gone. `bookmarkDataIsStale` is always false: the bookmark holds the URL itself.
    public init(
      resolvingBookmarkData data: Data, options: BookmarkResolutionOptions = [], relativeTo url: URL? = nil,
      bookmarkDataIsStale: inout Bool
    ) throws {
      bookmarkDataIsStale = false
      let text = String(decoding: data, as: UTF8.self)
      guard text.hasPrefix(Self.bookmarkPrefix),
        let resolved = URL(string: String(text.dropFirst(Self.bookmarkPrefix.count)))
      else { throw CocoaError(.fileReadCorruptFile) }
      guard FileManager.default.fileExists(atPath: resolved.path) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: resolved])
      }
      self = resolved
    }
  }
#endif
