import Foundation

/// `AppFolders.swift`, written in each module of the mirror: `FileManager`'s and `URL`'s
/// folder members and `NSTemporaryDirectory()`, declared in the module itself so that they
/// shadow Foundation's, answer with the running test's own container (StateHarness's
/// `AppFoldersHandling`, `AppContainer` in ViewGraph's Foundation gaps) and with Foundation's
/// folders outside a test. So what one test's screen saves in `Documents` is not the next
/// test's starting data, and the app's files are not edited.
///
/// Each is `@_disfavoredOverload`: in the module itself it shadows Foundation's all the
/// same, and a test target that imports the module with `@testable` sees both and takes
/// Foundation's instead of finding the use ambiguous.
///
/// A member the module's own files already declare (an app's `URL.documentsDirectory` for
/// an older SDK) is left out: declaring it twice would not compile.
enum AppFoldersSource {
  static let fileName = "AppFolders.swift"

  /// The file for a module whose files read as `texts`, or nil when they declare every member.
  static func source(declaredIn texts: [String]) -> String? {
    let members = Self.members.filter { member in !texts.contains { $0.contains(member.declares) } }
    guard !members.isEmpty else { return nil }
    var out = """
      // Written by viewgraph-compat init; rewritten on every run.
      // The app's folders, as in its sandbox: inside a test, that test's own container (made
      // by StateHarness, removed when the test process exits); elsewhere, Foundation's. Declared
      // in this module, these shadow Foundation's for the module's files.
      import Foundation
      @_spi(Inspection) import ViewGraphFoundationGaps

      """
    for (type, group) in [("FileManager", members.filter(\.onFileManager)), ("URL", members.filter(\.onURL))]
    where !group.isEmpty {
      let body = group.map {
        ("@_disfavoredOverload\n" + $0.code).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
          + "\n"
      }
      out += "\nextension \(type) {\n" + body.joined(separator: "\n") + "}\n"
    }
    for member in members where !member.onFileManager && !member.onURL {
      out += "\n@_disfavoredOverload\n" + member.code + "\n"
    }
    return out
  }

  private struct Member {
    /// What a file that declares the member itself holds.
    let declares: String
    let code: String
    var onFileManager = false
    var onURL = false

    init(declares: String, code: String, onFileManager: Bool = false) {
      self.declares = declares
      self.code = code
      self.onFileManager = onFileManager
    }

    init(declares: String, code: String, onURL: Bool) {
      self.declares = declares
      self.code = code
      self.onURL = onURL
    }
  }

  private static let members: [Member] = [
    Member(
      declares: "func urls(for",
      code: """
        nonisolated func urls(
          for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask
        ) -> [URL] {
          AppContainer.urls(for: directory, in: domainMask, fileManager: self)
        }
        """, onFileManager: true),
    Member(
      declares: "appropriateFor url",
      code: """
        nonisolated func url(
          for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
          appropriateFor url: URL?, create shouldCreate: Bool
        ) throws -> URL {
          try AppContainer.url(
            for: directory, in: domain, appropriateFor: url, create: shouldCreate, fileManager: self)
        }
        """, onFileManager: true),
    Member(
      declares: "var temporaryDirectory",
      code: """
        nonisolated var temporaryDirectory: URL { AppContainer.temporaryDirectory(fileManager: self) }
        """, onFileManager: true),
    Member(
      declares: "static var temporaryDirectory",
      code: "nonisolated static var temporaryDirectory: URL { FileManager.default.temporaryDirectory }",
      onURL: true),
    urlMember("documentsDirectory", ".documentDirectory"),
    urlMember("libraryDirectory", ".libraryDirectory"),
    urlMember("applicationSupportDirectory", ".applicationSupportDirectory"),
    urlMember("cachesDirectory", ".cachesDirectory"),
    Member(
      declares: "func NSTemporaryDirectory",
      code: """
        nonisolated func NSTemporaryDirectory() -> String {
          AppContainer.temporaryDirectory.map { $0.path + "/" } ?? Foundation.NSTemporaryDirectory()
        }
        """),
  ]

  /// `URL`'s static member for a search path, through the (shadowed) `FileManager` lookup.
  private static func urlMember(_ name: String, _ directory: String) -> Member {
    Member(
      declares: "static var \(name)",
      code: """
        nonisolated static var \(name): URL {
          FileManager.default.urls(for: \(directory), in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser
        }
        """, onURL: true)
  }
}
