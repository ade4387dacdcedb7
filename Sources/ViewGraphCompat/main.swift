import Foundation

// viewgraph-compat: compiles an app's SwiftUI sources against ViewGraph, as its mirror
// target would, and reports per file whether they compile and what is missing; `init`
// writes that mirror as a test package.
let usage = """
  usage: swift run viewgraph-compat <folder> [--swift-version 5|6] [--each-subfolder] [--all-files] [--all-errors] [--quiet] [--offline] [--time-limit <seconds>] [--stand-ins <dir>] [--without-stand-in <Framework>]
         swift run viewgraph-compat init <app folder> --output <dir> [--target <name>] [--stateharness <path|url>] [--no-build] [--offline] [--stand-ins <dir>]

    <folder>           an app (an Xcode project's folder, a package, or a folder of Swift files)
    --swift-version    the language mode to compile in (default: each target's own; 5 without a project)
    --each-subfolder   every folder directly inside <folder> is a separate app
    --all-files        list the files that compile, too
    --all-errors       list every error of a failing file, not only the first
    --quiet            print no progress (round by round, on standard error)
    --time-limit       seconds each command it runs may take (compiler, manifest, build) before it is stopped
    --offline          do not fetch the app's remote packages (their products are left out); otherwise
                       each is checked out at its Package.resolved revision into ~/.cache/viewgraph-compat
                       (or $VIEWGRAPH_COMPAT_CACHE), honouring git's insteadOf and SwiftPM's mirrors
    --stand-ins        your own stand-ins: a folder of <Framework>/ folders of Swift files, each loaded for
                       `import <Framework>` (init: <output>/StandIns by default)
    --without-stand-in do not load ViewGraph's stand-in for <Framework> (or a comma-separated list): files
                       importing it are left out, to measure what the stand-in brings back

    init               write a test package whose mirror target compiles the app target's own files
    --output           where to write it (one folder per app target when there are several)
    --target           only this app target
    --stateharness     the StateHarness package to depend on (default: this checkout)
    --no-build         write the package without building it
    --no-placeholders  leave out the screens that show a left-out view, instead of standing in for it

  """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage, terminator: "")
  exit(0)
}
@MainActor func option(_ name: String) -> Bool {
  guard let index = arguments.firstIndex(of: name) else { return false }
  arguments.remove(at: index)
  return true
}
@MainActor func value(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  let value = arguments[index + 1]
  arguments.removeSubrange(index...index + 1)
  return value
}
@MainActor func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}
/// The one folder argument left once the options are read, or a failure naming what is
/// wrong: an option this tool does not have, an option missing its value, a second folder.
@MainActor func validatedFolder() -> String {
  let valued: Set<String> = [
    "--swift-version", "--output", "--target", "--stateharness", "--time-limit", "--stand-ins",
    "--without-stand-in",
  ]
  if let bad = arguments.first(where: { $0.hasPrefix("-") }) {
    fail(
      valued.contains(bad)
        ? "viewgraph-compat: \(bad) needs a value (\(bad) <value>); see --help."
        : "viewgraph-compat: unknown option \(bad); see --help for the options.")
  }
  guard arguments.count == 1 else {
    fail(
      arguments.isEmpty
        ? "viewgraph-compat: name the app's folder (viewgraph-compat\(isInit ? " init" : "") <folder>); see --help."
        : "viewgraph-compat: one folder at a time, got \(arguments.count): "
          + arguments.map { "'\($0)'" }.joined(separator: ", ") + "; see --help.")
  }
  return arguments[0]
}

let isInit = arguments.first == "init"
if isInit { arguments.removeFirst() }
let eachSubfolder = option("--each-subfolder")
let allFiles = option("--all-files")
let allErrors = option("--all-errors")
let noBuild = option("--no-build")
let noPlaceholders = option("--no-placeholders")
let quiet = option("--quiet")
if option("--offline") { RemotePackages.processPolicy = .offline }
let swiftVersion = value("--swift-version")
let output = value("--output")
let targetName = value("--target")
let stateHarness = value("--stateharness")
let timeLimit = value("--time-limit")
let standInsPath = value("--stand-ins")
let withheld = value("--without-stand-in")
let folder = URL(fileURLWithPath: validatedFolder())
let withheldStandIns: Set<String>
switch withheld.map({ WithheldStandIns.parse($0, isInit: isInit) }) ?? .success([]) {
case .success(let frameworks): withheldStandIns = frameworks
case .failure(let problem): fail(problem.text)
}
if let problem = ArgumentCheck(
  folder: folder, swiftVersion: swiftVersion, timeLimit: timeLimit, output: output,
  stateHarness: stateHarness, isInit: isInit
).problem {
  fail(problem)
}
ChildProcess.timeLimitOverride = timeLimit.flatMap { Int($0) }.map { .seconds($0) }
// Interrupted, the tool ends the compilers and manifests it started before it exits.
ChildProcess.endAllOnInterrupt()
guard let modules = Compiler.locateModules() else {
  fail("viewgraph-compat: ViewGraph.swiftmodule is not next to this executable; run it with `swift run`.")
}
let compiler = Compiler(modules: modules)
// What each round compiles, on standard error: the report itself waits for the last round.
Progress.isEnabled = !quiet
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-compat-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }
// The user's own stand-ins load before any app file compiles, as ViewGraph's do.
let standInsFolder =
  standInsPath.map { URL(fileURLWithPath: $0) }
  ?? output.map { URL(fileURLWithPath: $0).appendingPathComponent(UserStandIns.folderName) }
var userStandIns: UserStandIns.Loaded?
if let standInsFolder {
  if let standIns = UserStandIns(folder: standInsFolder) {
    switch Result(catching: { try UserStandIns.load(standIns, compiler: compiler, scratch: scratch) }) {
    case .success(.success(let loaded)): userStandIns = loaded
    case .success(.failure(let problems)):
      fail(
        "viewgraph-compat: your stand-ins in \(standInsFolder.path) do not compile:\n  "
          + problems.lines.prefix(20).joined(separator: "\n  "))
    case .failure:
      fail("viewgraph-compat: your stand-ins in \(standInsFolder.path) could not be read.")
    }
  } else if standInsPath != nil {
    fail(
      "viewgraph-compat: --stand-ins \(standInsFolder.path) holds no <Framework>/ folder of Swift files; "
        + "see MIRROR.md of a package init wrote.")
  }
}

if isInit {
  // Checked with the other arguments.
  guard let output else { exit(2) }
  let command = "swift run viewgraph-compat init " + CommandLine.arguments.dropFirst(2).joined(separator: " ")
  let status = UserStandIns.$loaded.withValue(userStandIns) {
    InitCommand(
      appFolder: folder, output: URL(fileURLWithPath: output), targetName: targetName,
      stateHarness: stateHarness,
      builds: !noBuild, placeholders: !noPlaceholders, command: command
    ).run(compiler: compiler, scratch: scratch)
  }
  try? FileManager.default.removeItem(at: scratch)
  exit(status)
}

var results: [ProjectResult] = []
var unmeasured: [(target: String, reason: String)] = []
var unreadable = false
UserStandIns.$loaded.withValue(userStandIns) {
  WithheldStandIns.$frameworks.withValue(withheldStandIns) {
    measureProjects()
  }
}
/// Each project settled as init settles it, into `results`.
@MainActor func measureProjects() {
  do {
    for project in try Project.projects(in: folder, eachSubfolder: eachSubfolder, swiftVersion: swiftVersion)
    {
      do {
        // Settled as init settles it: a file counts as compiling when the mirror keeps it.
        results.append(
          try MirrorPlan.Settlement(project: project, compiler: compiler, scratch: scratch).result)
      } catch {
        unreadable = true
        unmeasured.append((project.name, "\(error)"))
        FileHandle.standardError.write(Data("viewgraph-compat: \(project.name): \(error)\n".utf8))
      }
    }
  } catch {
    unreadable = true
    FileHandle.standardError.write(Data("viewgraph-compat: \(error)\n".utf8))
  }
}
var report = Report(results: results, listsEveryFile: allFiles)
report.listsEveryError = allErrors
report.unmeasured = unmeasured
print(report.text, terminator: "")
try? FileManager.default.removeItem(at: scratch)
// Non-zero when a file importing SwiftUI does not compile, or there was nothing to count,
// so CI can hold a folder to it.
exit(report.isFailure || unreadable ? 1 : 0)
