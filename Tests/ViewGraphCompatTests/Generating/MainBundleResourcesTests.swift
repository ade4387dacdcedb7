import Foundation
import Testing

@testable import ViewGraphCompat

/// An Xcode app's bundled files are found through `Bundle.main` in its mirror, as in the app.
@Suite("viewgraph-compat: an Xcode app's resources through Bundle.main", .serialized, .ownThread)
struct MainBundleResourcesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("the files are linked flat in a folder; the app's module declares Bundle.main as its bundle")
  func writtenPackage() throws {
    let app = try FixtureApp(SmokeTestSourceTests.appFiles)
    let writer = try SmokeTestSourceTests.writer(for: app)
    try writer.write()
    let output = app.root.appendingPathComponent("StateHarnessTests")
    // No target: SwiftPM would copy the link as a link.
    #expect(!writer.manifest.contains("DemoMainBundle"), "\(writer.manifest)")
    let mainBundle = try String(
      contentsOf: output.appendingPathComponent("Sources/Demo/MainBundle.swift"), encoding: .utf8)
    #expect(mainBundle.contains("nonisolated static var main: Bundle {"))
    #expect(mainBundle.contains(".deletingLastPathComponent().appendingPathComponent(\"DemoMainBundle\")"))
    let link = output.appendingPathComponent("Sources/DemoMainBundle/data.json")
    #expect(try String(contentsOf: link, encoding: .utf8) == "{}")
    let report = try String(contentsOf: output.appendingPathComponent("MIRROR.md"), encoding: .utf8)
    #expect(report.contains("## Resources found through Bundle.main\n"))
    #expect(report.contains("- `data.json`\n"))
    #expect(report.contains("## Resources not in the mirror\n"))
    #expect(report.contains("- `Assets.xcassets`\n"))
  }

  @Test("two files of one name: the first is bundled, as Xcode's flat bundle keeps one")
  func oneFilePerName() {
    let files = ["/a/x.json", "/b/x.json", "/b/y.json"].map { URL(fileURLWithPath: $0) }
    let resources = MainBundleResources(module: "Demo", resources: files)
    #expect(resources.files.map(\.path) == ["/a/x.json", "/b/y.json"])
  }

  @Test("an app with no bundled file gets no resources target")
  func noResources() throws {
    var files = SmokeTestSourceTests.appFiles
    files["Demo.xcodeproj/project.pbxproj"] = ViewGraphCompatTests.project(
      files: ["Demo/DemoApp.swift", "Demo/Screens.swift", "Demo/Store.swift"], settings: "")
    let app = try FixtureApp(files)
    let writer = try SmokeTestSourceTests.writer(for: app)
    #expect(writer.mainBundle == nil)
    #expect(!writer.manifest.contains("Resources\""))
  }

  // SotkaApp (s8): `Logger(subsystem: Bundle.main.bundleIdentifier!, …)` trapped in the mirror.
  @Test("Bundle.main has the app's PRODUCT_BUNDLE_IDENTIFIER, and still finds the app's files")
  func bundleIdentifier() throws {
    var files = SmokeTestSourceTests.appFiles
    files["Demo.xcodeproj/project.pbxproj"] = ViewGraphCompatTests.project(
      files: ["Demo/DemoApp.swift", "Demo/Screens.swift", "Demo/Store.swift"],
      settings: "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.Demo${SAMPLE_CODE_DISAMBIGUATOR}\";",
      resources: ["Demo/data.json"])
    let app = try FixtureApp(files)
    let writer = try SmokeTestSourceTests.writer(for: app)
    try writer.write()
    let folder = app.root.appendingPathComponent("StateHarnessTests/Sources/DemoMainBundle")
    // Read by this process's Foundation, as the mirror's `Bundle.main` reads it.
    let bundle = try #require(Bundle(url: folder))
    #expect(bundle.bundleIdentifier == "com.example.Demo")
    #expect(bundle.url(forResource: "data", withExtension: "json")?.lastPathComponent == "data.json")
    #expect(bundle.resourceURL?.standardizedFileURL.path == folder.standardizedFileURL.path)
    let report = try String(
      contentsOf: app.root.appendingPathComponent("StateHarnessTests/MIRROR.md"), encoding: .utf8)
    #expect(
      report.contains("- `Bundle.main.bundleIdentifier`: `com.example.Demo` (PRODUCT_BUNDLE_IDENTIFIER)\n"))
    #expect(
      report.contains(
        "PRODUCT_BUNDLE_IDENTIFIER is `com.example.Demo${SAMPLE_CODE_DISAMBIGUATOR}`; the project file does "
          + "not set `SAMPLE_CODE_DISAMBIGUATOR` (an .xcconfig may), read as empty.\n"))
  }

  @Test("an app with no bundled file but a bundle identifier gets Bundle.main with its Info.plist")
  func identifierWithoutResources() throws {
    var files = SmokeTestSourceTests.appFiles
    files["Demo.xcodeproj/project.pbxproj"] = ViewGraphCompatTests.project(
      files: ["Demo/DemoApp.swift", "Demo/Screens.swift", "Demo/Store.swift"],
      settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.Demo;")
    let app = try FixtureApp(files)
    let writer = try SmokeTestSourceTests.writer(for: app)
    let mainBundle = try #require(writer.mainBundle)
    #expect(mainBundle.files.isEmpty)
    #expect(
      mainBundle.infoPlist.contains("<key>CFBundleIdentifier</key>\n\t<string>com.example.Demo</string>"))
  }

  @Test("an identifier the tool cannot expand is said in MIRROR.md: Bundle.main's is nil")
  func unexpandedIdentifier() throws {
    var files = SmokeTestSourceTests.appFiles
    files["Demo.xcodeproj/project.pbxproj"] = ViewGraphCompatTests.project(
      files: ["Demo/DemoApp.swift", "Demo/Screens.swift", "Demo/Store.swift"],
      settings: "PRODUCT_BUNDLE_IDENTIFIER = \"$(BUNDLE_ID_PREFIX).Demo\";")
    let app = try FixtureApp(files)
    let writer = try SmokeTestSourceTests.writer(for: app)
    #expect(writer.mainBundle == nil)
    #expect(
      writer.report.contains(
        "`Bundle.main.bundleIdentifier` is nil in the mirror: a file that force-unwraps it traps.\n"))
  }
}
