import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: which project a folder is", .serialized, .ownThread)
struct ProjectTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // steipete/Trimmy: a stub Trimmy.xcodeproj with one file beside the package whose
  // executable target is the app.
  @Test("a folder with a stub project and a package app measures the package's screens, and says so")
  func stubProjectBesidePackage() throws {
    let app = try FixtureApp([
      "Stub.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(files: ["Stub.swift"], settings: ""),
      "Stub.swift": "import Foundation\nlet stub = 1\n",
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Trim", targets: [.executableTarget(name: "Trim")])
      """,
      "Sources/Trim/TrimApp.swift": """
      import SwiftUI
      @main struct TrimApp: App { var body: some Scene { WindowGroup { SettingsView() } } }
      """,
      "Sources/Trim/SettingsView.swift":
        "import SwiftUI\nstruct SettingsView: View { var body: some View { Text(\"Hi\") } }\n",
    ])
    let targets = try #require(try AppTarget.read(from: app.root))
    #expect(targets.map(\.name) == ["Trim"])
    let notes = targets.first?.notes ?? []
    #expect(
      notes.contains { $0.contains("Stub.xcodeproj's target Demo compiles no file importing SwiftUI") },
      "\(notes)")
    #expect(notes.contains { $0.contains("is the package's") })
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2)
  }
}
