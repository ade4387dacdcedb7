import Foundation
import Testing

@testable import ViewGraphCompat

/// The tool reads projects it did not write: malformed, truncated or hostile input is a
/// clear error, never a crash or a hang.
@Suite("viewgraph-compat: malformed input", .serialized, .ownThread, .timeLimit(.minutes(1)))
struct MalformedInputTests {
  @Test("a project file nested without end is an error naming the line, not a stack overflow")
  func deepNesting() {
    let text = String(repeating: "{ a = ", count: 100_000)
    #expect(throws: PropertyListError.self) { try PropertyList.parse(text) }
    do { _ = try PropertyList.parse(text) } catch {
      #expect("\(error)" == "line 1: values nested deeper than 256 levels")
    }
  }

  @Test("truncated and corrupted project files parse or fail with an error, never crash")
  func fuzzedProjectFiles() throws {
    let valid = ViewGraphCompatTests.pbxproj
    let bytes = Array(valid.utf8)
    let seed = UInt64(ProcessInfo.processInfo.environment["COMPAT_FUZZ_SEED"] ?? "") ?? 29
    let cases = Int(ProcessInfo.processInfo.environment["COMPAT_FUZZ_CASES"] ?? "") ?? 2_000
    var random = SplitMix64(seed: seed)
    var parsed = 0
    var rejected = 0
    for _ in 0..<cases {
      var mutated = bytes
      switch Int.random(in: 0..<4, using: &random) {
      case 0:  // truncated anywhere
        mutated = Array(mutated.prefix(Int.random(in: 0...mutated.count, using: &random)))
      case 1:  // bytes replaced by the format's own punctuation
        let punctuation = Array("{}();=\",/* ".utf8)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          mutated[Int.random(in: 0..<mutated.count, using: &random)] = punctuation.randomElement(
            using: &random)!
        }
      case 2:  // a slice repeated
        let start = Int.random(in: 0..<mutated.count, using: &random)
        let end = min(mutated.count, start + Int.random(in: 1...200, using: &random))
        mutated.insert(
          contentsOf: mutated[start..<end], at: Int.random(in: 0...mutated.count, using: &random))
      default:  // random bytes, invalid UTF-8 included
        for _ in 0..<Int.random(in: 1...16, using: &random) {
          mutated[Int.random(in: 0..<mutated.count, using: &random)] = UInt8.random(
            in: 0...255, using: &random)
        }
      }
      let text = String(decoding: mutated, as: UTF8.self)
      if (try? PropertyList.parse(text)) != nil { parsed += 1 } else { rejected += 1 }
    }
    #expect(parsed + rejected == cases)
    #expect(rejected > 0, "the mutations reach the error paths")
  }

  @Test("a project whose objects are malformed reads as a project with fewer targets, or an error")
  func malformedObjects() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-malformed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let shapes = [
      "{ }",  // no root object
      "{ objects = { }; rootObject = ROOT; }",  // root object missing
      "{ objects = ( ); rootObject = ( ); }",  // wrong kinds of values
      // A group that is its own parent, a target whose phases and files point nowhere.
      """
      { objects = { ROOT = { isa = PBXProject; mainGroup = G; targets = (T, X, ); };
        G = { isa = PBXGroup; children = (G, F, ); path = "../../../.."; };
        F = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        T = { isa = PBXNativeTarget; name = T; productType = "com.apple.product-type.application";
          buildPhases = (NOWHERE, ); fileSystemSynchronizedGroups = (G, F, ); }; };
        rootObject = ROOT; }
      """,
    ]
    for shape in shapes {
      try shape.write(
        to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
      do {
        let read = try XcodeProject(url: project)
        #expect(read.targets.allSatisfy { $0.sources.allSatisfy { $0.pathExtension == "swift" } })
      } catch let error as ProjectReadingError {
        #expect("\(error)".contains("project.pbxproj"))
      }
    }
  }

  @Test("a folder that links back to itself is read once, not forever")
  func symlinkLoop() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-loop-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try "import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\n".write(
      to: root.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("App/loop").path, withDestinationPath: "..")
    let projects = try Project.projects(in: root, eachSubfolder: false, swiftVersion: nil)
    #expect(projects.flatMap(\.files).map(\.relativePath) == ["App/A.swift"])
  }

  @Test("a Package.swift that does not evaluate is an error naming the manifest")
  func brokenManifest() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    #expect(throws: ProjectReadingError.self) { try AppTarget.read(from: root) }
    do { _ = try AppTarget.read(from: root) } catch {
      #expect("\(error)".contains("Package.swift could not be evaluated"))
    }
  }
}
