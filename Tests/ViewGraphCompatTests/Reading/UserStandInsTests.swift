import Foundation
import Testing

@testable import ViewGraphCompat

/// A user's own stand-in: `StandIns/HealthKit/` loaded for `import HealthKit`, within
/// `UserStandIns.$loaded.withValue` as the tool's `main` loads them for its run.
extension ViewGraphCompatTests {
  static let healthApp = [
    "StepsScreen.swift": """
    import HealthKit
    import SwiftUI
    struct StepsScreen: View {
      let store = HKHealthStore()
      var body: some View { Text(HKHealthStore.isHealthDataAvailable() ? "Steps" : "No health data") }
    }
    """
  ]

  static let healthStandIn = """
    #if !canImport(HealthKit)
      public final class HKHealthStore: @unchecked Sendable {
        public init() {}
        public static func isHealthDataAvailable() -> Bool { false }
      }
    #endif
    """

  @Test("a file importing a framework with the user's stand-in compiles; without it, it is left out")
  func userStandInLoadsByAlias() throws {
    let app = try FixtureApp(
      Self.healthApp.merging(["StandIns/HealthKit/HKHealthStore.swift": Self.healthStandIn]) { a, _ in a })
    let before = try #require(try Self.results(for: app).first)
    #expect(before.compiling == 0)

    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let standIns = try #require(UserStandIns(folder: app.root.appendingPathComponent("StandIns")))
    #expect(standIns.aliasFlags == ["-module-alias", "HealthKit=HealthKitStandIn"])
    let loaded = try UserStandIns.load(
      standIns, compiler: compiler, scratch: app.root.appendingPathComponent(".stand-ins")
    ).get()
    let after = try #require(try UserStandIns.$loaded.withValue(loaded) { try Self.results(for: app).first })
    #expect(after.counted == 1)
    #expect(after.compiling == 1)
    // Loaded for that work alone: a check beside it, or after it, does not see them.
    #expect(UserStandIns.loaded == nil)
  }

  @Test("a stand-in that does not compile is named, with its file and error, and nothing is loaded")
  func brokenStandInIsNamed() throws {
    let app = try FixtureApp(["StandIns/HealthKit/HKHealthStore.swift": "public let steps: Int = \"many\"\n"])
    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let standIns = try #require(UserStandIns(folder: app.root.appendingPathComponent("StandIns")))
    let result = try UserStandIns.load(
      standIns, compiler: compiler, scratch: app.root.appendingPathComponent(".stand-ins"))
    guard case .failure(let problems) = result else {
      Issue.record("a stand-in that does not compile was loaded")
      return
    }
    #expect(problems.lines.count == 1)
    #expect(
      problems.lines.first?.hasPrefix("StandIns/HealthKit/HKHealthStore.swift:1: cannot convert value")
        == true)
  }

  @Test("init keeps StandIns/ with a README, builds each stand-in as a target and names them in MIRROR.md")
  func writerAddsStandInTargets() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Health", targets: [.executableTarget(name: "Health")])
      """,
      "Sources/Health/StepsScreen.swift": Self.healthApp["StepsScreen.swift"] ?? "",
    ])
    let sources = try Self.writtenMirror(of: app)
    let package = sources.deletingLastPathComponent()
    let readme = package.appendingPathComponent("StandIns/README.md")
    #expect(FileManager.default.fileExists(atPath: readme.path))
    let mirror = try String(contentsOf: package.appendingPathComponent("MIRROR.md"), encoding: .utf8)
    #expect(mirror.contains("## Your own stand-ins"))
    #expect(!mirror.contains("Loaded:"))

    let folder = package.appendingPathComponent("StandIns/HealthKit")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.healthStandIn.write(
      to: folder.appendingPathComponent("HKHealthStore.swift"), atomically: true, encoding: .utf8)
    _ = try Self.writtenMirror(of: app)
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(
        "name: \"HealthKitStandIn\", dependencies: [viewGraph],\n      path: \"StandIns/HealthKit\""))
    #expect(manifest.contains("\"-module-alias\", \"HealthKit=HealthKitStandIn\""))
    #expect(manifest.contains("viewGraph, \"HealthKitStandIn\"]"))
    #expect(
      try String(contentsOf: package.appendingPathComponent("MIRROR.md"), encoding: .utf8).contains(
        "Loaded: `HealthKit`"))
  }
}
