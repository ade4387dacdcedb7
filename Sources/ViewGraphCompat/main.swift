import Foundation

// viewgraph-compat: compiles an app's SwiftUI sources against ViewGraph, with `import SwiftUI`
// resolved to it, and reports per file whether they compile and which SwiftUI API is
// missing. The first thing to run before adopting StateHarness on an existing app.
let usage = """
  usage: swift run viewgraph-compat <folder> [--swift-version 5|6] [--each-subfolder] [--all-files] [--all-errors]

    <folder>           an app's sources (an Xcode project's folder, a package)
    --swift-version    the language mode to compile in (default 5, as most apps are)
    --each-subfolder   every folder directly inside <folder> is a separate app
    --all-files        list the files that compile and the ones left out, too
    --all-errors       list every error of a failing file, not only the first

  """

var arguments = Array(CommandLine.arguments.dropFirst())
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

let eachSubfolder = option("--each-subfolder")
let allFiles = option("--all-files")
let allErrors = option("--all-errors")
let swiftVersion = value("--swift-version") ?? "5"
guard arguments.count == 1, ["5", "6"].contains(swiftVersion) else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[0])
guard let modules = Compiler.locateModules() else {
  FileHandle.standardError.write(
    Data(
      "viewgraph-compat: ViewGraph.swiftmodule is not next to this executable; run it with `swift run`.\n"
        .utf8))
  exit(2)
}
let compiler = Compiler(modules: modules, swiftVersion: swiftVersion)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-compat-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }
var results: [ProjectResult] = []
for project in Project.projects(in: folder, eachSubfolder: eachSubfolder) {
  do {
    results.append(try ProjectResult(project: project, compiler: compiler, scratch: scratch))
  } catch {
    FileHandle.standardError.write(Data("viewgraph-compat: \(project.name): \(error)\n".utf8))
  }
}
var report = Report(results: results, swiftVersion: swiftVersion, listsEveryFile: allFiles)
report.listsEveryError = allErrors
print(report.text, terminator: "")
// Non-zero when a counted file does not compile, so CI can require a folder to compile.
let failing = results.contains { $0.compiling < $0.counted }
exit(failing ? 1 : 0)
