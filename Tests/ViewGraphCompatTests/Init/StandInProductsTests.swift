import Foundation
import Testing

@testable import ViewGraphCompat

/// The written package builds only the stand-ins its app's files import: a clean build (a CI
/// run without a cache) is spared the others (scripts/measure-adoption-build).
@Suite(
  "viewgraph-compat: the written package depends on the stand-ins its app imports", .serialized, .ownThread)
struct StandInProductsTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("an app importing only SwiftUI depends on ViewGraphMirror and no stand-in")
  func noStandIn() throws {
    let app = try FixtureApp(SmokeTestSourceTests.appFiles)
    let manifest = try SmokeTestSourceTests.writer(for: app).manifest
    #expect(
      manifest.contains(#"Target.Dependency.product(name: "ViewGraphMirror", package: "StateHarness")"#))
    #expect(manifest.contains(#"let standIns: [Target.Dependency] = []"#), "\(manifest)")
    #expect(manifest.contains(#"dependencies: [viewGraph] + standIns,"#), "\(manifest)")
  }

  @Test("a file importing MapKit, and one asking canImport(StoreKit), bring those stand-ins")
  func importedStandIns() throws {
    var files = SmokeTestSourceTests.appFiles
    files["Demo/Store.swift"] = try #require(files["Demo/Store.swift"]).replacingOccurrences(
      of: "import Foundation", with: "import Foundation\nimport MapKit\n#if canImport(StoreKit)\n#endif")
    let app = try FixtureApp(files)
    let writer = try SmokeTestSourceTests.writer(for: app)
    #expect(writer.standInProducts == ["ViewGraphStoreKit", "ViewGraphMapKit"], "\(writer.manifest)")
    #expect(
      writer.manifest.contains(
        """
        let standIns: [Target.Dependency] = [
          .product(name: "ViewGraphStoreKit", package: "StateHarness"),
          .product(name: "ViewGraphMapKit", package: "StateHarness"),
        ]
        """))
  }

  @Test("an import is found with attributes and kinds; a name inside another is not one")
  func importForms() {
    #expect(TestPackageWriter.names(framework: "MapKit", in: "@preconcurrency import MapKit\n"))
    #expect(TestPackageWriter.names(framework: "MapKit", in: "import struct MapKit.MKCoordinateRegion\n"))
    #expect(!TestPackageWriter.names(framework: "MapKit", in: "import MapKitExtras\n"))
    #expect(!TestPackageWriter.names(framework: "Charts", in: "// Charts of the week\nimport SwiftUI\n"))
  }

  @Test("every stand-in the mirror loads is a product of the StateHarness package")
  func everyStandInIsAProduct() throws {
    // Package.swift makes one product of each regular `ViewGraph…` target: each aliased
    // module must be such a target, or a package importing it would not resolve.
    let manifest = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Package.swift").standardizedFileURL,
      encoding: .utf8)
    #expect(
      manifest.contains(#"package.products.append(.library(name: target.name, targets: [target.name]))"#))
    for alias in MirrorSettings.standInAliases {
      let declaration = #"\.target\(\s*name: ""# + alias.module + "\""
      #expect(
        manifest.range(of: declaration, options: .regularExpression) != nil, "\(alias.module) is no target")
    }
  }
}
