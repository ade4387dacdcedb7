import Foundation
import Testing

@testable import ViewGraphCompat

/// Each module of a written package declares the app's folders, scoped to the running test.
@Suite("viewgraph-compat: the app's folders are the test's own", .serialized, .ownThread)
struct AppFoldersSourceTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("the app's module gets FileManager's, URL's folder members and NSTemporaryDirectory()")
  func writtenInTheAppsModule() throws {
    let app = try FixtureApp(SmokeTestSourceTests.appFiles)
    try SmokeTestSourceTests.writer(for: app).write()
    let source = try String(
      contentsOf: app.root.appendingPathComponent("StateHarnessTests/Sources/Demo/AppFolders.swift"),
      encoding: .utf8)
    #expect(source.contains("@_spi(Inspection) import ViewGraphFoundationGaps"))
    #expect(
      source.contains(
        "extension FileManager {\n  @_disfavoredOverload\n  nonisolated func urls(\n    for directory:"))
    #expect(source.contains("AppContainer.urls(for: directory, in: domainMask, fileManager: self)"))
    #expect(source.contains("  @_disfavoredOverload\n  nonisolated var temporaryDirectory: URL {"))
    #expect(
      source.contains(
        "extension URL {\n  @_disfavoredOverload\n  nonisolated static var temporaryDirectory: URL {"))
    #expect(source.contains("  nonisolated static var documentsDirectory: URL {"))
    #expect(source.contains("\n@_disfavoredOverload\nnonisolated func NSTemporaryDirectory() -> String {"))
  }

  @Test("a member the module declares itself is left out: twice would not compile")
  func leavesOutWhatTheAppDeclares() throws {
    let app = """
      import Foundation
      extension URL {
        static var documentsDirectory: URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0] }
      }
      """
    let source = try #require(AppFoldersSource.source(declaredIn: [app]))
    #expect(!source.contains("static var documentsDirectory"))
    #expect(source.contains("static var cachesDirectory"))
  }

  @Test("a module that declares every member gets no file")
  func noFileWhenAllAreDeclared() {
    let all = [
      "func urls(for", "appropriateFor url", "var temporaryDirectory", "static var temporaryDirectory",
      "static var documentsDirectory", "static var libraryDirectory",
      "static var applicationSupportDirectory",
      "static var cachesDirectory", "func NSTemporaryDirectory",
    ].joined(separator: "\n")
    #expect(AppFoldersSource.source(declaredIn: [all]) == nil)
  }
}
