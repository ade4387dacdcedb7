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
    #expect(!writer.manifest.contains("DemoResources"), "\(writer.manifest)")
    let mainBundle = try String(
      contentsOf: output.appendingPathComponent("Sources/Demo/MainBundle.swift"), encoding: .utf8)
    #expect(mainBundle.contains("nonisolated static var main: Bundle {"))
    #expect(mainBundle.contains(".deletingLastPathComponent().appendingPathComponent(\"DemoResources\")"))
    let link = output.appendingPathComponent("Sources/DemoResources/data.json")
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
}
