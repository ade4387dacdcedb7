import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: reading an Xcode project", .serialized, .ownThread)
struct XcodeProjectTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // HDrezka: one multiplatform target whose iOS and macOS folders each hold an
  // `ExternalPlayers.swift`, told apart by platform filters (on build files and in a
  // synchronized folder's exceptions); compiled together, the two clash.
  @Test("a multiplatform target's files filtered to other platforms are left out; iOS is read")
  func platformFilters() throws {
    let pbxproj = """
      {
        objects = {
          ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, ); buildConfigurationList = PLIST; };
          MAIN = { isa = PBXGroup; children = (F1, F2, F3, SYNC, ); sourceTree = "<group>"; };
          F1 = { isa = PBXFileReference; path = iOS/Players.swift; sourceTree = "<group>"; };
          F2 = { isa = PBXFileReference; path = macOS/Players.swift; sourceTree = "<group>"; };
          F3 = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
          B1 = { isa = PBXBuildFile; fileRef = F1; platformFilters = (ios, ); };
          B2 = { isa = PBXBuildFile; fileRef = F2; platformFilter = macos; };
          B3 = { isa = PBXBuildFile; fileRef = F3; };
          SRC = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
          SYNC = { isa = PBXFileSystemSynchronizedRootGroup; path = App; exceptions = (EXC, ); sourceTree = "<group>"; };
          EXC = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = APP;
            platformFiltersByRelativePath = { iOS/Screen.swift = (ios, ); macOS = (macos, ); }; };
          APP = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application";
            buildPhases = (SRC, ); fileSystemSynchronizedGroups = (SYNC, ); };
          PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
          PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
            SWIFT_VERSION = 5.0; SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
        };
        rootObject = ROOT;
      }
      """
    let app = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": pbxproj,
      "iOS/Players.swift": "enum Players { static let all = [\"Infuse\"] }\n",
      "macOS/Players.swift": "enum Players { static let all = [\"IINA\"] }\n",
      "Shared.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(Players.all[0]) } }\n",
      "App/iOS/Screen.swift": "import SwiftUI\nstruct Screen: View { var body: some View { Row() } }\n",
      "App/macOS/Screen.swift":
        "import AppKit\nimport SwiftUI\nstruct Screen: View { var body: some View { Row() } }\n",
    ])
    let target = try #require(try AppTarget.read(from: app.root)?.first)
    let paths = target.sources.map { String($0.path.dropFirst(app.root.standardizedFileURL.path.count + 1)) }
    #expect(paths.sorted() == ["App/iOS/Screen.swift", "Shared.swift", "iOS/Players.swift"], "\(paths)")
    #expect(target.notes.contains { $0.contains("read for ios: 2 files") }, "\(target.notes)")
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
    #expect(XcodeProject.mainPlatform(["SDKROOT": "macosx"]) == "macos")
    #expect(
      XcodeProject.mainPlatform(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx iphoneos"]) == "ios")
  }

  // lo-cafe/winston (measure10): the project names `Views/Theming/Store/ThemeStore.swift`, the
  // folder on disk is `views/theming/Store`; macOS ignores case, and ~300 files were dropped.
  @Test("a project's file path is matched without regard to case when the exact name is missing")
  func projectPathCase() throws {
    let app = try FixtureApp(["views/theming/Store/ThemeStore.swift": "struct ThemeStore {}\n"])
    let url = XcodeProject.appending("Views/Theming/Store/ThemeStore.swift", to: app.root)
    #expect(url.path.hasSuffix("views/theming/Store/ThemeStore.swift"))
    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(XcodeProject.appending("Views/Missing.swift", to: app.root).lastPathComponent == "Missing.swift")
  }
}
