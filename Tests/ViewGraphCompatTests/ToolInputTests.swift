import Foundation
import Testing

@testable import ViewGraphCompat

/// Files the tool cannot read, arguments it cannot use and output folders it must not
/// write: each named, never dropped or dumped raw (issue 51).
@Suite("viewgraph-compat: unreadable files, arguments, output folders", .serialized, .ownThread)
struct ToolInputTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  static let app = """
    import SwiftUI
    @main struct MyApp: App { var body: some Scene { WindowGroup { Text("hi") } } }
    """

  @Test("non-UTF-8, binary and unreadable .swift files are named with why and fail the run")
  func unreadableFilesAreNamed() throws {
    let app = try FixtureApp(["MyApp.swift": Self.app])
    // Latin-1's é, as an editor saving in the wrong encoding writes it.
    try (Data("import SwiftUI\nlet title = \"caf".utf8) + Data([0xE9]) + Data("\"\n".utf8))
      .write(to: app.root.appendingPathComponent("Latin1.swift"))
    try Data([0x69, 0x6D, 0x70, 0x00, 0x01]).write(to: app.root.appendingPathComponent("Binary.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: app.root.appendingPathComponent("Dangling.swift").path,
      withDestinationPath: "/nonexistent/Dangling.swift")
    let run = try ToolRobustnessTests.run([app.root.path, "--quiet"])
    #expect(run.status == 1)
    let name = app.root.lastPathComponent
    #expect(
      run.output == """
        \(name): 1 of 4 files that import SwiftUI compile (25.0 %); Swift 5 mode
          ✗ Binary.swift: is binary, not text (a NUL byte at offset 3) (counted as not compiling)
          ✗ Dangling.swift: is a link to /nonexistent/Dangling.swift, which does not exist (counted as not compiling)
          ✗ Latin1.swift: is not UTF-8 text (byte 0xE9 at offset 31); save it as UTF-8 (counted as not compiling)

        Errors in compiled files: none

        Swift files that cannot be read (counted as not compiling): 3

        Total: 1 of 4 files that import SwiftUI compile (25.0 %); 0 of 1 app targets compile whole.

        """)
  }

  @Test("init names an unreadable file of the app, writes the package, and exits 1")
  func initFailsOnUnreadableFile() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "MyApp", targets: [.executableTarget(name: "MyApp")])
      """,
      "Sources/MyApp/MyApp.swift": Self.app,
    ])
    try (Data("import SwiftUI\nlet title = \"caf".utf8) + Data([0xE9]) + Data("\"\n".utf8))
      .write(to: app.root.appendingPathComponent("Sources/MyApp/Latin1.swift"))
    let output = app.root.appendingPathComponent("Tests")
    let run = try ToolRobustnessTests.run([
      "init", app.root.path, "--output", output.path, "--no-build", "--quiet",
    ])
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "✗ Sources/MyApp/Latin1.swift: is not UTF-8 text (byte 0xE9 at offset 31); save it as UTF-8, "
          + "so it is not in the package"), "\(run.output)")
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Package.swift").path))
  }

  @Test("a folder whose only file cannot be read is not '0 of 0' and exits 1")
  func onlyFileUnreadable() throws {
    let app = try FixtureApp([:])
    try FileManager.default.createDirectory(at: app.root, withIntermediateDirectories: true)
    try Data([0xFF, 0xFE, 0x00]).write(to: app.root.appendingPathComponent("Screen.swift"))
    let run = try ToolRobustnessTests.run([app.root.path, "--quiet"])
    #expect(run.status == 1)
    #expect(
      run.output.hasSuffix(
        "Total: 0 of 1 files that import SwiftUI compile (0.0 %); 0 of 1 app targets compile whole.\n"))
  }

  @Test(
    "bad arguments name the argument and what to give, exit 2, no usage dump",
    arguments: [
      (["--foo", "."], "viewgraph-compat: unknown option --foo; see --help for the options."),
      (
        ["."] + ["--swift-version"],
        "viewgraph-compat: --swift-version needs a value (--swift-version <value>); see --help."
      ),
      (
        [".", "--swift-version", "7"],
        "viewgraph-compat: --swift-version 7 is not a language mode here; use 5 or 6."
      ),
      (
        [".", "--time-limit", "soon"],
        "viewgraph-compat: --time-limit soon is not a number of seconds; give a whole number above 0 (--time-limit 600)."
      ),
      ([".", "other"], "viewgraph-compat: one folder at a time, got 2: '.', 'other'; see --help."),
      ([], "viewgraph-compat: name the app's folder (viewgraph-compat <folder>); see --help."),
      (
        ["/nonexistent"],
        "viewgraph-compat: no folder at /nonexistent; name the folder that holds the app's Xcode project, Package.swift or Swift files."
      ),
      (
        [".", "--output", "/tmp/x"],
        "viewgraph-compat: --output is an option of init (viewgraph-compat init <folder> --output <dir>); see --help."
      ),
      (
        ["init", "."],
        "viewgraph-compat init: name where to write the package with --output <dir>; see --help."
      ),
      (
        ["init", ".", "--output", "/etc/hostname"],
        "viewgraph-compat init: --output /etc/hostname is a file; name a folder (it is created when missing)."
      ),
      (
        ["init", ".", "--output", "/tmp/x", "--stateharness", "/nonexistent"],
        "viewgraph-compat init: --stateharness /nonexistent holds no Package.swift; name the StateHarness checkout's folder, or its git URL."
      ),
      (
        [".", "--without-stand-in"],
        "viewgraph-compat: --without-stand-in needs a value (--without-stand-in <value>); see --help."
      ),
      (
        ["init", ".", "--output", "/tmp/x", "--without-stand-in", "SwiftData"],
        "viewgraph-compat: --without-stand-in measures a check run; init loads every stand-in. Run it without init (viewgraph-compat <folder> --without-stand-in SwiftData)."
      ),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let run = try ToolRobustnessTests.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors == message + "\n")
    #expect(run.output == "")
  }

  @Test("init refuses an output folder that holds an Xcode project, and writes nothing there")
  func initRefusesTheXcodeAppsFolder() throws {
    let app = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.pbxproj,
      "Demo/App.swift": Self.app, "Demo/Screen.swift": "import SwiftUI\n",
    ])
    let before = try FileManager.default.contentsOfDirectory(atPath: app.root.path).sorted()
    let run = try ToolRobustnessTests.run(["init", app.root.path, "--output", app.root.path, "--no-build"])
    #expect(run.status == 1)
    #expect(
      run.output == """
        viewgraph-compat init: --output \(app.root.path) holds an Xcode project (Demo.xcodeproj); the app's \
        folder is never written to: name a folder of its own, such as \
        \(app.root.appendingPathComponent("StateHarnessTests").path).

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: app.root.path).sorted() == before)
  }

  @Test("init refuses an output folder that holds the app's own files")
  func initRefusesAFolderOfTheApp() throws {
    let app = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.pbxproj,
      "Demo/App.swift": Self.app, "Demo/Screen.swift": "import SwiftUI\n",
    ])
    let output = app.root.appendingPathComponent("Demo")
    let run = try ToolRobustnessTests.run(["init", app.root.path, "--output", output.path, "--no-build"])
    #expect(run.status == 1)
    #expect(
      run.output == """
        viewgraph-compat init: --output \(output.path) holds the app's own files (Demo/App.swift of Demo \
        App); the app's folder is never written to: name a folder of its own, such as \
        \(app.root.appendingPathComponent("StateHarnessTests").path).

        """)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
        "App.swift", "Screen.swift",
      ])
  }
}
