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

  // SotkaApp (s8): Firebase's `SPMSwiftHeaderWorkaround.swift` holds
  // `#if SWIFT_PACKAGE @_exported import FirebaseRemoteConfigInternal #endif`. The check
  // compiled it without SWIFT_PACKAGE and kept it; SwiftPM defines it for every target of the
  // written package, whose `swift build` then failed: "no such module".
  @Test("a remote package's #if SWIFT_PACKAGE import is read and compiled as SwiftPM builds it")
  func swiftPackageCondition() throws {
    let fixture = try RemotePackagesTests.Fixture()
    let revision = try fixture.greeting.commit([
      "Sources/Greeting/Exports.swift": "#if SWIFT_PACKAGE\n@_exported import GreetingInternal\n#endif\n",
      "Sources/Greeting/Origin.swift": """
      #if SWIFT_PACKAGE
      public let builtBy = "SwiftPM"
      #else
      public let builtBy: Int = "the #else branch, which does not compile"
      #endif
      """,
    ])
    let pins = fixture.app.root.appendingPathComponent(
      "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    let old = try #require(try PackagePins.read(pins).first { $0.identity == "greeting" }?.revision)
    try String(contentsOf: pins, encoding: .utf8).replacingOccurrences(of: old, with: revision)
      .write(to: pins, atomically: true, encoding: .utf8)
    let plan = try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
      let target = try #require(try AppTarget.read(from: fixture.app.root)?.first)
      return try MirrorPlan(
        target: target, compiler: compiler, scratch: fixture.app.root.appendingPathComponent(".scratch"))
    }
    // Origin.swift compiles only with SWIFT_PACKAGE defined; Exports.swift then imports a
    // module that is not here: the package init writes does not copy it.
    let kept = try #require(plan.settlement.moduleKept["Greeting"]).map(\.lastPathComponent).sorted()
    #expect(kept == ["Greeting.swift", "Origin.swift"])
    #expect(
      plan.kept.map(\.relativePath) == ["ShopApp.swift"], "the app's file still compiles against Greeting")
    #expect(
      MirrorSettings(moduleName: "Greeting", swiftVersion: "6").compilerArguments.contains("SWIFT_PACKAGE"))
  }
}
