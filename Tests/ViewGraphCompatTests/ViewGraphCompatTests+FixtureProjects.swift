import Foundation

@testable import ViewGraphCompat

// The fixture projects the tool's tests build: results, outcomes and a minimal pbxproj.
extension ViewGraphCompatTests {
  static func outcome(of path: String, in result: ProjectResult) -> Outcome? {
    result.allFiles.first { $0.file.relativePath == path }?.outcome
  }

  /// A project with one app target `Demo` compiling `Demo/*.swift` listed and bundling
  /// `resources`, with `settings` in the project's Debug configuration.
  static func project(files: [String], settings: String, resources: [String] = []) -> String {
    let references = (files + resources).enumerated().map { index, path in
      "F\(index) = { isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; }; B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };"
    }.joined(separator: "\n    ")
    let children = (files + resources).indices.map { "F\($0), " }.joined()
    let buildFiles = files.indices.map { "B\($0), " }.joined()
    let resourceFiles = resources.indices.map { "B\(files.count + $0), " }.joined()
    return """
      {
        objects = {
          ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, ); buildConfigurationList = PLIST; };
          MAIN = { isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
          \(references)
          SRC = { isa = PBXSourcesBuildPhase; files = (\(buildFiles)); };
          RES = { isa = PBXResourcesBuildPhase; files = (\(resourceFiles)); };
          APP = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (SRC, RES, ); };
          PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
          PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 5.0; \(settings) }; };
        };
        rootObject = ROOT;
      }
      """
  }
}
