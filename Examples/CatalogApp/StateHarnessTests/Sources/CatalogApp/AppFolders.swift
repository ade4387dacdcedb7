// Written by viewgraph-compat init; rewritten on every run.
// The app's folders, as in its sandbox: inside a test, that test's own container (made
// by StateHarness, removed when the test process exits); elsewhere, Foundation's. Declared
// in this module, these shadow Foundation's for the module's files.
import Foundation
@_spi(Inspection) import ViewGraphFoundationGaps

extension FileManager {
  @_disfavoredOverload
  nonisolated func urls(
    for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask
  ) -> [URL] {
    AppContainer.urls(for: directory, in: domainMask, fileManager: self)
  }

  @_disfavoredOverload
  nonisolated func url(
    for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
    appropriateFor url: URL?, create shouldCreate: Bool
  ) throws -> URL {
    try AppContainer.url(
      for: directory, in: domain, appropriateFor: url, create: shouldCreate, fileManager: self)
  }

  @_disfavoredOverload
  nonisolated var temporaryDirectory: URL { AppContainer.temporaryDirectory(fileManager: self) }
}

extension URL {
  @_disfavoredOverload
  nonisolated static var temporaryDirectory: URL { FileManager.default.temporaryDirectory }

  @_disfavoredOverload
  nonisolated static var documentsDirectory: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser
  }

  @_disfavoredOverload
  nonisolated static var libraryDirectory: URL {
    FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser
  }

  @_disfavoredOverload
  nonisolated static var applicationSupportDirectory: URL {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser
  }

  @_disfavoredOverload
  nonisolated static var cachesDirectory: URL {
    FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser
  }
}

@_disfavoredOverload
nonisolated func NSTemporaryDirectory() -> String {
  AppContainer.temporaryDirectory.map { $0.path + "/" } ?? Foundation.NSTemporaryDirectory()
}
