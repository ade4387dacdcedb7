import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: imports the compiler cannot load", .serialized, .ownThread)
struct FatalImportsTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // steipete/VibeMeter: 39 files imported `os.log`; the compiler stops at the first one, so
  // the settlement left out one file per round, a minute each.
  @Test("a fatal import error is every importing file's in the same round, not one file per round")
  func fatalImportSpreads() throws {
    let app = try FixtureApp([
      "A.swift": "import os.trace\nstruct A {}\n",
      "B.swift": "import Foundation\n@preconcurrency import os.trace // tracing\nstruct B {}\n",
      "C.swift": "#if os(iOS)\nimport os.trace\n#endif\nstruct C {}\n",
      "Screen.swift":
        "import os.trace\nimport SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\") } }\n",
    ])
    let project = try #require(
      try Project.projects(in: app.root, eachSubfolder: false, swiftVersion: nil).first)
    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let result = try ProjectResult(
      project: project, compiler: compiler, scratch: app.root.appendingPathComponent(".scratch"))
    let failing = result.allFiles.filter {
      if case .fails(let errors) = $0.outcome { errors.contains { $0.isFatal } } else { false }
    }.map(\.file.relativePath)
    #expect(failing.sorted() == ["A.swift", "B.swift", "Screen.swift"])
    #expect(ViewGraphCompatTests.outcome(of: "C.swift", in: result) == .compiles)
  }

  // A fatal error in one file (`no such module`) stops the first round there: a screen
  // that fails the same way on its own import is failing, not blocked by the other file.
  @Test("a screen failing on its own import, after another file's fatal error, fails rather than blocked")
  func ownImportFailureIsNotBlocked() throws {
    let app = try FixtureApp([
      "Model.swift": "import os.trace\nstruct Model { var count = 0 }\n",
      "Screen.swift": """
      import os.trace
      import SwiftUI
      struct Screen: View { var body: some View { Text("Hi") } }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    guard case .fails(let errors) = ViewGraphCompatTests.outcome(of: "Screen.swift", in: result) else {
      Issue.record(
        "Screen.swift: \(String(describing: ViewGraphCompatTests.outcome(of: "Screen.swift", in: result)))")
      return
    }
    #expect(errors.first?.message.contains("no such module") == true)
  }

  // kkebo/DevToys.swiftpm: `private import QuickLook`, `private import Logging` (Swift 6's
  // access-level imports) had read as no import, so the files were compiled and failed.
  // QuickLook has a stand-in now; PDFKit, which has none, takes its place here.
  @Test("an import with an access level is an import: a module with no stand-in leaves the file out")
  func accessLevelImports() {
    let file = SourceFile(
      url: URL(fileURLWithPath: "/app/ViewImageButton.swift"), relativePath: "ViewImageButton.swift",
      text: """
        private import PDFKit
        @preconcurrency public import Logging
        internal import struct Foundation.URL
        import SwiftUI
        """)
    #expect(file.imports == ["PDFKit", "Logging", "Foundation", "SwiftUI"])
    #expect(file.unavailableImports == ["PDFKit", "Logging"])
  }
}
