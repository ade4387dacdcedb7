import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("The user's standard directories")
struct URLDirectoriesTests {
  @Test("URL.userDirectory and the user's standard directories are Foundation's on Linux too")
  func standardDirectories() {
    #expect(URL.userDirectory.hasDirectoryPath)
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(URL.applicationSupportDirectory.path.hasPrefix(URL.homeDirectory.path))
    #expect(URL.cachesDirectory.path.hasPrefix(URL.homeDirectory.path))
  }
}
