import Foundation
import Testing
import ViewGraphFoundationGaps

/// BoringNotch's shelf keeps the files a user dropped as bookmarks and resolves them later.
@Suite("URL bookmarks where corelibs has none")
struct URLBookmarksTests {
  @Test("a file URL's bookmark resolves back to it, never stale; a gone file and other data throw")
  func bookmarksRoundTrip() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookmark-\(UUID().uuidString).txt")
    try Data("shelf".utf8).write(to: file)
    let data = try file.bookmarkData(
      options: .withSecurityScope, includingResourceValuesForKeys: nil, relativeTo: nil)
    var isStale = true
    let resolved = try URL(
      resolvingBookmarkData: data, options: [.withSecurityScope], bookmarkDataIsStale: &isStale)
    #expect(resolved == file && !isStale)
    try FileManager.default.removeItem(at: file)
    #expect(throws: CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: file])) {
      try URL(resolvingBookmarkData: data, bookmarkDataIsStale: &isStale)
    }
    #expect(throws: CocoaError(.fileReadCorruptFile)) {
      try URL(resolvingBookmarkData: Data("other".utf8), bookmarkDataIsStale: &isStale)
    }
    #expect(throws: CocoaError.self) { try URL(string: "https://example.com")!.bookmarkData() }
  }
}
