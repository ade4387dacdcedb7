import Foundation
import Testing

@testable import ViewGraphCompat

/// The tool run as a user runs it, on inputs that used to hang it, pass it silently or dump a
/// raw error (issue 51): each run is its own process, so a hang or a crash is the tool's.
@Suite("viewgraph-compat: bad input and interruption", .serialized, .ownThread, .timeLimit(.minutes(5)))
struct ToolRobustnessTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  /// What a run of the tool printed and how it ended.
  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  static var tool: URL {
    get throws {
      let modules = try #require(Compiler.locateModules())
      let folder = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
      return folder.appendingPathComponent("viewgraph-compat")
    }
  }

  /// Starts the tool with `arguments`; `whileRunning` runs with its process id.
  static func run(_ arguments: [String], whileRunning: ((pid_t) -> Void)? = nil) throws -> Run {
    let process = Process()
    process.executableURL = try tool
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("compat-out-\(UUID())")
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("compat-err-\(UUID())")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: errors)
    }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    whileRunning?(process.processIdentifier)
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8),
      errors: try String(contentsOf: errors, encoding: .utf8))
  }

  /// The processes whose command line names `text` (a fixture's folder), from `/proc`.
  static func processes(naming text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> String? in
      guard Int32(entry) != nil, Int32(entry) != getpid(),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return nil }
      let command = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      // A zombie has exited: it holds no CPU and its parent reaps it.
      let stat = (try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8)) ?? ""
      let isZombie = stat.split(separator: ")").last?.split(separator: " ").first == "Z"
      return command.contains(text) && !isZombie ? command : nil
    }
  }

  static let hangingManifest = """
    // swift-tools-version:5.9
    import PackageDescription
    // Wrong on purpose: the manifest never finishes evaluating.
    while true {}
    let package = Package(name: "Hang", targets: [.executableTarget(name: "App")])
    """

  @Test("a Package.swift that never finishes is stopped at the time limit, with what it started")
  func hangingManifestIsStopped() throws {
    let app = try FixtureApp([
      "Package.swift": Self.hangingManifest, "Sources/App/App.swift": "import SwiftUI\n",
    ])
    let start = ContinuousClock.now
    let run = try Self.run([app.root.path, "--quiet", "--time-limit", "3"])
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(run.status == 1)
    let manifest = app.root.appendingPathComponent("Package.swift").path
    #expect(
      run.errors == """
        viewgraph-compat: \(manifest) could not be evaluated: error: `swift package dump-package` did \
        not finish within 3 seconds and was stopped, with the processes it started; pass --time-limit \
        <seconds> to allow longer.
          Fix: make `swift package dump-package --package-path \(app.root.path)` succeed, then run \
        viewgraph-compat again.

        """)
    #expect(Self.processes(naming: app.root.lastPathComponent) == [])
  }

  @Test("an interrupted run ends its dump-package and the manifest's process before it exits")
  func interruptionEndsChildren() throws {
    let app = try FixtureApp([
      "Package.swift": Self.hangingManifest, "Sources/App/App.swift": "import SwiftUI\n",
    ])
    let name = app.root.lastPathComponent
    var sawManifestRunning = false
    let run = try Self.run([app.root.path, "--quiet"]) { pid in
      // Interrupted once the manifest itself runs (compiled, then looping).
      let deadline = ContinuousClock.now + .seconds(120)
      while ContinuousClock.now < deadline {
        if Self.processes(naming: name).contains(where: { $0.contains("-manifest -fileno") }) {
          sawManifestRunning = true
          break
        }
        usleep(100_000)
      }
      kill(pid, SIGTERM)
    }
    #expect(sawManifestRunning)
    #expect(run.status == 128 + SIGTERM)
    #expect(run.errors == "viewgraph-compat: interrupted; stopped the commands it was running.\n")
    #expect(Self.processes(naming: name) == [])
  }

  @Test("a broken Package.swift is reported with the compiler's diagnostic and what to do")
  func brokenManifestShowsTheDiagnostic() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Bad", targets: [.executableTarget(name: "App", dependenciez: [])])
      """,
      "Sources/App/App.swift": "import SwiftUI\n",
    ])
    let run = try Self.run([app.root.path, "--quiet"])
    #expect(run.status == 1)
    #expect(
      run.errors == """
        viewgraph-compat: \(app.root.appendingPathComponent("Package.swift").path) could not be evaluated: \
        Package.swift:3:63: error: incorrect argument label in call (have 'name:dependenciez:', expected \
        'name:dependencies:')
          Fix: make `swift package dump-package --package-path \(app.root.path)` succeed, then run \
        viewgraph-compat again.

        """)
  }
}
