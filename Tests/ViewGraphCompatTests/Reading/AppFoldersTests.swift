import Foundation
import Testing

@testable import ViewGraphCompat

/// A repository of several apps is read whole: every Xcode project, each package app
/// outside them, each named after its folder.
@Suite("viewgraph-compat: every app in a folder", .serialized, .ownThread)
struct AppFoldersTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  static func app(_ name: String) -> [String: String] {
    [
      "\(name)/Landmarks.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(
        files: ["Demo/LandmarksApp.swift"], settings: ""),
      "\(name)/Demo/LandmarksApp.swift": """
      import SwiftUI
      @main struct LandmarksApp: App { var body: some Scene { WindowGroup { Text("\(name)") } } }
      """,
    ]
  }

  @Test("four tutorial parts, each with its own project, are four apps named by folder")
  func tutorialParts() throws {
    var files: [String: String] = [:]
    for part in ["Part1", "Part2", "Part3", "Part4"] { files.merge(Self.app(part)) { $1 } }
    let repository = try FixtureApp(files)
    let targets = try #require(try AppTarget.read(from: repository.root))
    #expect(targets.map(\.name) == ["Part1/Demo", "Part2/Demo", "Part3/Demo", "Part4/Demo"])
    #expect(targets.allSatisfy { $0.moduleName == "Demo" })
    #expect(targets[2].notes.first == "one of 4 apps in the folder: read from Part3/")
    #expect(targets[2].sources.map(\.lastPathComponent) == ["LandmarksApp.swift"])
    #expect(targets[2].sources[0].path.contains("/Part3/"))
  }

  @Test("one project in a child folder is read as before: named by its target alone")
  func oneProject() throws {
    let repository = try FixtureApp(Self.app("App"))
    let targets = try #require(try AppTarget.read(from: repository.root))
    #expect(targets.map(\.name) == ["Demo"])
    #expect(targets[0].notes.isEmpty)
  }

  @Test("build folders and a package init wrote (by its marker) are not searched")
  func skippedFolders() throws {
    var files = Self.app("App")
    files.merge(Self.app("App/build")) { $1 }
    // A package init wrote beside the app, under a name of the user's choosing.
    files["AppTests/Package.swift"] = "// swift-tools-version: 6.0"
    files["AppTests/Sources/.viewgraph-mirror"] = ""
    let repository = try FixtureApp(files)
    #expect(AppFolders.find(in: repository.root).map(\.lastPathComponent) == ["App"])
  }

  @Test("the check reports each app of the folder")
  func checkReadsEvery() throws {
    var files: [String: String] = [:]
    for part in ["Start", "Finish"] { files.merge(Self.app(part)) { $1 } }
    let repository = try FixtureApp(files)
    let results = try ViewGraphCompatTests.results(for: repository)
    #expect(results.map(\.project.name) == ["Finish/Demo", "Start/Demo"])
    #expect(results.allSatisfy { $0.compiling == 1 && $0.counted == 1 })
  }
}
