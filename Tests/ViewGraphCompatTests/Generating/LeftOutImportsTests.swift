import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: a left-out file's imports", .serialized, .ownThread)
struct LeftOutImportsTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // ACHNBrowserUI: 14 screens use `Color.acText` from the app's `UI` package without
  // importing it; one file imports `UI` (and UIKit; ARKit here, which has no stand-in), and an
  // import makes a module's extension
  // members visible in every file of the module. Leaving that file out must not take the
  // colours from the screens.
  @Test("a left-out file's import of an available module still reaches the kept files")
  func leftOutFileKeepsItsImports() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Animals",
        targets: [.target(name: "UI"), .executableTarget(name: "Animals", dependencies: ["UI"])])
      """,
      "Sources/UI/Colors.swift": """
      import SwiftUI
      extension Color { public static let acText = Color.brown }
      """,
      "Sources/Animals/AnimalsApp.swift": """
      import SwiftUI
      import ARKit
      import UI
      @main struct AnimalsApp: App {
        init() { UINavigationBar.appearance().tintColor = .brown }
        var body: some Scene { WindowGroup { Row() } }
      }
      """,
      "Sources/Animals/Row.swift": """
      import SwiftUI
      struct Row: View {
        var body: some View { Text("Bells").foregroundColor(.acText) }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(ViewGraphCompatTests.outcome(of: "Sources/Animals/Row.swift", in: result) == .compiles)
    // The mirror `init` writes compiles the same imports.
    let sources = try ViewGraphCompatTests.writtenMirror(of: app)
    let written = try String(
      contentsOf: sources.appendingPathComponent("Animals/\(LeftOutImports.fileName)"), encoding: .utf8)
    #expect(written.hasSuffix("import UI\n"), "\(written)")
    #expect(
      LeftOutImports.source(
        leftOut: result.allFiles.map(\.file).filter { $0.relativePath.hasSuffix("AnimalsApp.swift") },
        kept: result.allFiles.map(\.file).filter { $0.relativePath.hasSuffix("Row.swift") },
        importable: { $0 == "UI" || $0 == "SwiftUI" },
        settings: MirrorSettings(moduleName: "Animals", swiftVersion: "5"))?.hasSuffix("import UI\n") == true)
    var isolated = MirrorSettings(moduleName: "Animals", swiftVersion: "5")
    isolated.upcomingFeatures = ["MemberImportVisibility"]
    #expect(
      LeftOutImports.source(
        leftOut: result.allFiles.map(\.file), kept: [], importable: { _ in true }, settings: isolated) == nil)
  }
}
