import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: the mirror compiles as Xcode does", .serialized, .ownThread)
struct MirrorSettingsTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // ChordCombiner: `self.replacing(/"/, with: "\\\"")` in a Swift 5 target, which Xcode parses
  // as a regex literal (it passes `-enable-bare-slash-regex` unless the target says `NO`).
  @Test("bare slash regex literals as Xcode and the package's settings turn them on")
  func bareSlashRegex() throws {
    let escaping = """
      import SwiftUI
      extension String { var escaped: String { replacing(/"/, with: "'") } }
      struct Screen: View { var body: some View { Text("a\\"b".escaped) } }
      """
    for (settings, compiles) in [("", true), ("SWIFT_ENABLE_BARE_SLASH_REGEX = NO;", false)] {
      let app = try FixtureApp([
        "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(
          files: ["Screen.swift"], settings: settings),
        "Screen.swift": escaping,
      ])
      let result = try #require(try ViewGraphCompatTests.results(for: app).first)
      #expect(result.compiling == (compiles ? 1 : 0), "\(settings): \(result.allFiles.map(\.outcome))")
    }
    let package = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Chords",
        targets: [
          .executableTarget(
            name: "Chords", swiftSettings: [.swiftLanguageMode(.v5), .enableExperimentalFeature("BareSlashRegexLiterals")])
        ])
      """,
      "Sources/Chords/ChordsApp.swift": """
      import SwiftUI
      @main struct ChordsApp: App { var body: some Scene { WindowGroup { Screen() } } }
      """,
      "Sources/Chords/Screen.swift": escaping,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: package).first)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let target = try #require(try AppTarget.read(from: package.root)?.first)
    let plan = try MirrorPlan(
      target: target, compiler: compiler, scratch: package.root.appendingPathComponent(".scratch"))
    let writer = TestPackageWriter(
      plan: plan, output: package.root.appendingPathComponent("Tests"), stateHarness: "..", command: "init")
    #expect(
      writer.manifest.contains(".enableUpcomingFeature(\"BareSlashRegexLiterals\")"), "\(writer.manifest)")
  }
}
