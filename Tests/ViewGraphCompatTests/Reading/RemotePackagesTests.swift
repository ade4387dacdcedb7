import Foundation
import Testing

@testable import ViewGraphCompat

/// An app's remote packages are checked out at the revisions its `Package.resolved` pins and
/// built as its local packages are: a pure-Swift one and one that imports SwiftUI (which
/// needs the mirror itself), from `file://` repositories made here.
@Suite("viewgraph-compat: remote packages at their pinned revisions", .serialized, .ownThread)
struct RemotePackagesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  /// A git repository holding one package, with its commits.
  final class Repository {
    let folder: URL
    init(name: String, in parent: URL, files: [String: String]) throws {
      folder = parent.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.git(["init", "--quiet", "-b", "main"], in: folder)
      try commit(files)
    }
    var url: String { "file://" + folder.path }

    /// Writes `files`, commits them and returns the new revision.
    @discardableResult
    func commit(_ files: [String: String]) throws -> String {
      for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
      try Self.git(["add", "-A"], in: folder)
      try Self.git(
        ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.com", "commit", "--quiet", "-m", "c"],
        in: folder)
      return try Self.git(["rev-parse", "HEAD"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
      let result = ChildProcess.run(["git", "-C", folder.path] + arguments, timeLimit: .seconds(60))
      try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.output)")
      return result.output
    }
  }

  static func manifest(_ name: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
      name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])],
      targets: [.target(name: "\(name)"), .testTarget(name: "\(name)Tests", dependencies: ["\(name)"])])
    """
  }

  static let greeting = [
    "Package.swift": manifest("Greeting"),
    "Sources/Greeting/Greeting.swift": "public func greeting() -> String { \"Hello\" }\n",
    "Tests/GreetingTests/GreetingTests.swift": "import Greeting\n",
    "LICENSE": "MIT\n",
  ]

  static let designKit = [
    "Package.swift": manifest("DesignKit"),
    "Sources/DesignKit/Badge.swift": """
    import SwiftUI
    public struct Badge: View {
      let text: String
      public init(_ text: String) { self.text = text }
      public var body: some View { Text(text).padding(4) }
    }
    """,
  ]

  /// An Xcode app linking both packages' products, pinned at `revisions` (identity → revision).
  static func app(greeting: Repository, designKit: Repository, revisions: [String: String]) -> [String:
    String]
  {
    let pins = [("greeting", greeting), ("designkit", designKit)].map { identity, repository in
      """
      { "identity" : "\(identity)", "kind" : "remoteSourceControl", "location" : "\(repository.url)",
        "state" : { "revision" : "\(revisions[identity]!)", "version" : "1.0.0" } }
      """
    }
    return [
      "Shop.xcodeproj/project.pbxproj": """
      {
        objects = {
          ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, ); packageReferences = (R1, R2, ); };
          MAIN = { isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
          F1 = { isa = PBXFileReference; path = ShopApp.swift; sourceTree = "<group>"; };
          B1 = { isa = PBXBuildFile; fileRef = F1; };
          S1 = { isa = PBXSourcesBuildPhase; files = (B1, ); };
          R1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "\(greeting.url)"; };
          R2 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "\(designKit.url)"; };
          P1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = Greeting; };
          P2 = { isa = XCSwiftPackageProductDependency; package = R2; productName = DesignKit; };
          APP = { isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application";
            buildPhases = (S1, ); packageProductDependencies = (P1, P2, ); };
        };
        rootObject = ROOT;
      }
      """,
      "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved":
        "{ \"pins\" : [\(pins.joined(separator: ","))], \"version\" : 2 }",
      "ShopApp.swift": """
      import DesignKit
      import Greeting
      import SwiftUI
      @main struct ShopApp: App { var body: some Scene { WindowGroup { Badge(greeting()) } } }
      """,
    ]
  }

  /// Two repositories, an app pinning their first commits, and a cache of its own.
  struct Fixture {
    let repositories: FixtureApp
    let greeting: Repository
    let designKit: Repository
    let app: FixtureApp
    var cache: URL { repositories.root.appendingPathComponent("cache") }

    init() throws {
      repositories = try FixtureApp([:])
      greeting = try Repository(name: "Greeting", in: repositories.root, files: RemotePackagesTests.greeting)
      designKit = try Repository(
        name: "DesignKit", in: repositories.root, files: RemotePackagesTests.designKit)
      let head = { (repository: Repository) in
        try Repository.git(["rev-parse", "HEAD"], in: repository.folder).trimmingCharacters(
          in: .whitespacesAndNewlines)
      }
      app = try FixtureApp(
        RemotePackagesTests.app(
          greeting: greeting, designKit: designKit,
          revisions: ["greeting": try head(greeting), "designkit": try head(designKit)]))
    }
  }

  @Test("a pure-Swift package and one importing SwiftUI are built from their pins; the app compiles")
  func builtFromPins() throws {
    let fixture = try Fixture()
    let result = try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      try #require(try ViewGraphCompatTests.results(for: fixture.app).first)
    }
    #expect(result.project.modules.map(\.name).sorted() == ["DesignKit", "Greeting"])
    #expect(result.project.modules.allSatisfy { $0.origin.hasPrefix("remote package ") })
    #expect(result.failedModules.isEmpty, "\(result.failedModules)")
    #expect(result.compiling == 1, "the app's file compiles against both")
  }

  @Test("a package app's remote dependency is built from the Package.resolved beside its manifest")
  func packageApp() throws {
    let fixture = try Fixture()
    let revision = try Repository.git(["rev-parse", "HEAD"], in: fixture.greeting.folder)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Shop", dependencies: [.package(url: "\(fixture.greeting.url)", from: "1.0.0")],
        targets: [.executableTarget(name: "Shop", dependencies: [.product(name: "Greeting", package: "Greeting")])])
      """,
      "Package.resolved": """
      { "pins" : [{ "identity" : "greeting", "kind" : "remoteSourceControl", "location" : "\(fixture.greeting.url)",
        "state" : { "revision" : "\(revision)", "version" : "1.0.0" } }], "version" : 2 }
      """,
      "Sources/Shop/ShopApp.swift": """
      import Greeting
      import SwiftUI
      @main struct ShopApp: App { var body: some Scene { WindowGroup { Text(greeting()) } } }
      """,
    ])
    let result = try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      try #require(try ViewGraphCompatTests.results(for: app).first)
    }
    #expect(result.project.modules.map(\.name) == ["Greeting"])
    #expect(result.failedModules.isEmpty, "\(result.failedModules)")
    #expect(result.compiling == 1)
  }

  @Test("the pins file is read in SwiftPM's version 1 and version 2 formats")
  func pinFormats() throws {
    let folder = try FixtureApp([
      "v1.json": """
      {"object": {"pins": [{"package": "Defaults", "repositoryURL": "https://github.com/sindresorhus/Defaults.git",
        "state": {"branch": null, "revision": "abc", "version": "7.1.0"}}]}, "version": 1}
      """,
      "v2.json": """
      {"pins": [{"identity": "defaults", "kind": "remoteSourceControl",
        "location": "https://github.com/sindresorhus/Defaults", "state": {"revision": "abc", "version": "9.0.3"}}],
       "version": 2}
      """,
    ])
    let v1 = try PackagePins.read(folder.root.appendingPathComponent("v1.json"))
    let v2 = try PackagePins.read(folder.root.appendingPathComponent("v2.json"))
    #expect(v1.map(\.identity) == ["defaults"])
    #expect(v1.first?.label == "Defaults 7.1.0")
    #expect(v2.first?.label == "Defaults 9.0.3")
    #expect(v2.first?.revision == "abc")
  }

  @Test("init copies what the mirror compiles into Packages/, and a version bump reaches it on the next run")
  func versionBump() throws {
    let fixture = try Fixture()
    try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      let output = fixture.app.root.appendingPathComponent("StateHarnessTests")
      let copy = output.appendingPathComponent("Packages/greeting/Sources/Greeting/Greeting.swift")
      var writer = try SmokeTestSourceTests.writer(for: fixture.app)
      try writer.write()
      #expect(try String(contentsOf: copy, encoding: .utf8).contains("\"Hello\""))
      #expect(
        FileManager.default.fileExists(
          atPath: output.appendingPathComponent("Packages/greeting/LICENSE").path))
      #expect(
        !FileManager.default.fileExists(
          atPath: output.appendingPathComponent("Packages/greeting/Tests").path),
        "only what the mirror compiles is copied")
      #expect(writer.manifest.contains("name: \"Greeting\""), "\(writer.manifest)")
      #expect(writer.manifest.contains("name: \"DesignKit\""))
      #expect(writer.report.contains("## Remote packages\n"), "\(writer.report)")
      let linked = output.appendingPathComponent("Sources/Greeting/Greeting.swift")
      #expect(try String(contentsOf: linked, encoding: .utf8).contains("\"Hello\""))

      // The app moves to a new version of Greeting.
      let bumped = try fixture.greeting.commit([
        "Sources/Greeting/Greeting.swift": "public func greeting() -> String { \"Hi there\" }\n"
      ])
      let pins = fixture.app.root.appendingPathComponent(
        "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
      let text = try String(contentsOf: pins, encoding: .utf8)
      let old = try #require(try PackagePins.read(pins).first { $0.identity == "greeting" }?.revision)
      try text.replacingOccurrences(of: old, with: bumped).write(to: pins, atomically: true, encoding: .utf8)
      writer = try SmokeTestSourceTests.writer(for: fixture.app)
      try writer.write()
      #expect(writer.plan.leftOutModules.isEmpty, "\(writer.plan.leftOutModules)")
      #expect(try String(contentsOf: copy, encoding: .utf8).contains("\"Hi there\""))
      #expect(writer.report.contains("at `\(bumped)`"))
    }
  }

  // Maccy, Feather, XcodesApp: swift-log and swift-metrics name `Glibc` on Linux, which the
  // app's `Darwin=Glibc` alias made an error ("cannot refer to module as 'Glibc' because it
  // has been aliased"), so every file importing Logging was left out.
  @Test("a remote package that names Glibc on Linux compiles: Darwin is not aliased for it")
  func remotePackageNamesGlibc() throws {
    let fixture = try Fixture()
    let revision = try fixture.greeting.commit([
      "Sources/Greeting/ProcessID.swift": """
      #if canImport(Darwin)
      import Darwin
      #elseif canImport(Glibc)
      import Glibc
      #endif
      #if os(Linux)
      public func processID() -> Int32 { Glibc.getpid() }
      #else
      public func processID() -> Int32 { getpid() }
      #endif
      """
    ])
    let pins = fixture.app.root.appendingPathComponent(
      "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    let old = try #require(try PackagePins.read(pins).first { $0.identity == "greeting" }?.revision)
    try String(contentsOf: pins, encoding: .utf8).replacingOccurrences(of: old, with: revision)
      .write(to: pins, atomically: true, encoding: .utf8)
    try """
    import DesignKit
    import Greeting
    import SwiftUI
    @main struct ShopApp: App { var body: some Scene { WindowGroup { Badge("\\(processID())") } } }
    """.write(to: fixture.app.root.appendingPathComponent("ShopApp.swift"), atomically: true, encoding: .utf8)
    try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      let result = try #require(try ViewGraphCompatTests.results(for: fixture.app).first)
      #expect(result.failedModules.isEmpty, "\(result.failedModules)")
      #expect(result.compiling == 1, "the app's file calls the package's Linux branch")
      let writer = try SmokeTestSourceTests.writer(for: fixture.app)
      #expect(writer.manifest.contains("let remotePackage: [SwiftSetting] = ["), "\(writer.manifest)")
      let remote = try #require(writer.manifest.components(separatedBy: "let remotePackage").last)
      let remoteList = try #require(remote.components(separatedBy: "\n]\n").first)
      #expect(!remoteList.contains("Darwin=Glibc") && remoteList.contains("Combine=ViewGraphCombine"))
      let appList = try #require(writer.manifest.components(separatedBy: "let remotePackage").first)
      #expect(appList.contains("\"-module-alias\", \"Darwin=Glibc\""), "the app's own files keep it")
      #expect(writer.manifest.contains("swiftSettings: remotePackage + [.swiftLanguageMode(.v5)]"))
    }
  }

  @Test("a Packages/ folder init did not write is never replaced")
  func foreignPackagesFolder() throws {
    let fixture = try Fixture()
    try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      let mine = fixture.app.root.appendingPathComponent("StateHarnessTests/Packages/Mine.swift")
      try FileManager.default.createDirectory(
        at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "// mine\n".write(to: mine, atomically: true, encoding: .utf8)
      let writer = try SmokeTestSourceTests.writer(for: fixture.app)
      let error = #expect(throws: WriterError.self) { try writer.write() }
      #expect(error?.problem.contains("was not written by viewgraph-compat init") == true)
      #expect(error?.problem.contains("Fix: ") == true)
      #expect(FileManager.default.fileExists(atPath: mine.path))
    }
  }

  @Test("a package that cannot be fetched, or a run --offline, leaves its product out and says why")
  func unreachable() throws {
    let fixture = try Fixture()
    let pins = fixture.app.root.appendingPathComponent(
      "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    let text = try String(contentsOf: pins, encoding: .utf8)
    try text.replacingOccurrences(of: fixture.greeting.url, with: fixture.greeting.url + "-moved")
      .write(to: pins, atomically: true, encoding: .utf8)
    let fetched = try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      try #require(try AppTarget.read(from: fixture.app.root)?.first)
    }
    let reason = try #require(fetched.unavailableModules["Greeting"])
    #expect(
      reason.hasPrefix(
        "a product of the remote package \(fixture.greeting.url), which could not be checked out at "))
    #expect(reason.contains("(git: "))
    #expect(fetched.modules.map(\.name) == ["DesignKit"])

    let offline = try RemotePackages.$taskPolicy.withValue(.offline) {
      try #require(try AppTarget.read(from: fixture.app.root)?.first)
    }
    #expect(
      offline.unavailableModules["DesignKit"]
        == "a product of the remote package \(fixture.designKit.url), which was not fetched: the tool ran with --offline"
    )
  }

  @Test("a remote package that does not build here is left out with why, and its importers go with it")
  func doesNotBuildHere() throws {
    let fixture = try Fixture()
    // DesignKit's next version needs a C library Linux does not have.
    let broken = try fixture.designKit.commit([
      "Sources/DesignKit/Badge.swift": "import libxml2\nimport SwiftUI\npublic struct Badge: View {\n"
        + "  public init(_ text: String) {}\n  public var body: some View { Text(\"x\") }\n}\n"
    ])
    let pins = fixture.app.root.appendingPathComponent(
      "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    let old = try #require(try PackagePins.read(pins).first { $0.identity == "designkit" }?.revision)
    try String(contentsOf: pins, encoding: .utf8).replacingOccurrences(of: old, with: broken)
      .write(to: pins, atomically: true, encoding: .utf8)
    let result = try RemotePackages.$taskPolicy.withValue(.fetch(cache: fixture.cache)) {
      try #require(try ViewGraphCompatTests.results(for: fixture.app).first)
    }
    #expect(
      result.failedModules["DesignKit"]
        == "none of remote package DesignKit 1.0.0's files compile here "
        + "(Sources/DesignKit/Badge.swift: left out, imports libxml2)")
    #expect(result.failedModules["Greeting"] == nil)
    #expect(result.compiling == 0)
    #expect(result.viewFiles.map(\.outcome) == [.leftOut(reason: "imports DesignKit")])
  }

  @Test("an unreadable Package.resolved is the reason every remote product gives")
  func unreadablePins() throws {
    let fixture = try Fixture()
    try "not json".write(
      to: fixture.app.root.appendingPathComponent(
        "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"),
      atomically: true, encoding: .utf8)
    let target = try #require(try AppTarget.read(from: fixture.app.root)?.first)
    let reason = try #require(target.unavailableModules["Greeting"])
    #expect(
      reason.hasPrefix(
        "a product of \(fixture.greeting.url), and the app's Package.resolved could not be read: "))
    #expect(reason.contains("is not the JSON SwiftPM writes"))
    #expect(PackagePins.name(of: "https://github.com/o/Swift.gitignore-tools.git") == "Swift.gitignore-tools")
  }

  @Test("a remote package with no Package.resolved says how to get one")
  func noPins() throws {
    let fixture = try Fixture()
    try FileManager.default.removeItem(
      at: fixture.app.root.appendingPathComponent("Shop.xcodeproj/project.xcworkspace"))
    let target = try #require(try AppTarget.read(from: fixture.app.root)?.first)
    let reason = try #require(target.unavailableModules["Greeting"])
    #expect(reason.contains("the app has no Package.resolved"))
    #expect(reason.contains("resolve its packages in Xcode"))
  }
}
