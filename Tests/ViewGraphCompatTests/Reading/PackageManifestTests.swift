import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: reading a package manifest", .serialized, .ownThread)
struct PackageManifestTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // kkebo/DevToys.swiftpm (measure10): a Swift Playgrounds app whose only target keeps its
  // sources directly in `Sources/`; the tool read 0 of its 42 SwiftUI files.
  @Test("a package's only target may keep its sources directly in Sources/")
  func onlyTargetInSources() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Toys.swiftpm", targets: [.executableTarget(name: "ToysApp")])
      """,
      "Sources/ToysApp.swift": """
      import SwiftUI
      @main struct ToysApp: App { var body: some Scene { WindowGroup { Text("Toys") } } }
      """,
      "Sources/Pages/JSONPage.swift":
        "import SwiftUI\nstruct JSONPage: View { var body: some View { Text(\"{}\") } }\n",
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
  }

  // steipete/CodexBar: the app target is declared under `#if os(macOS)` in Package.swift.
  @Test("a package's app target under #if os(macOS) is read as an Apple build sees it, and said so")
  func manifestAppleBranch() throws {
    #expect(
      PackageManifest.withApplePlatformConditions(
        "#if os(macOS) || os(iOS)\nlet a = 1\n#elseif !os( Linux )\n#endif")
        == "#if true || true\nlet a = 1\n#elseif !false\n#endif")
    #expect(PackageManifest.withApplePlatformConditions("let isMac = \"os(macOS)\"\n") == nil)
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      var targets: [Target] = [.target(name: "Core")]
      #if os(macOS)
        targets.append(.executableTarget(name: "MenuApp", dependencies: ["Core"]))
      #endif
      let package = Package(name: "MenuApp", targets: targets)
      """,
      "Sources/Core/Model.swift": "public struct Model { public init() {} }\n",
      "Sources/MenuApp/MenuApp.swift": """
      import SwiftUI
      import Core
      @main struct MenuApp: App { var body: some Scene { WindowGroup { Text("\\(Model())") } } }
      """,
    ])
    let targets = try #require(try AppTarget.read(from: app.root))
    #expect(targets.map(\.name) == ["MenuApp"])
    #expect(targets.first?.notes.first?.contains("#if os(") == true)
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1)
    #expect(
      Report(results: [result], listsEveryFile: false).text.contains("note: target MenuApp is declared"))
  }
}
