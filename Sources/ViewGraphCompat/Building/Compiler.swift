import Foundation

/// Compiles an app's files against ViewGraph with `import SwiftUI` resolved to it
/// (`-module-alias SwiftUI=ViewGraph`), so the sources are compiled exactly as written.
struct Compiler {
  /// Where `ViewGraph.swiftmodule` is: the build folder this tool was built into.
  let modules: URL

  /// Finds ViewGraph's module next to the running executable (`.build/<config>/Modules`).
  static func locateModules() -> URL? {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let folder = executable.deletingLastPathComponent()
    for candidate in [folder.appendingPathComponent("Modules"), folder] {
      let module = candidate.appendingPathComponent("ViewGraph.swiftmodule")
      if FileManager.default.fileExists(atPath: module.path) { return candidate }
    }
    return nil
  }

  /// Compiles `files` as one module with a mirror target's `settings`, through SIL, so
  /// definite initialisation and region isolation are checked as in a build (`-typecheck`
  /// would skip them). With `emittingModuleTo`, also writes the module for dependents.
  /// Returns the errors by original path; files the tool had to adapt are written to
  /// `scratch` first.
  func compile(
    _ files: [SourceFile], settings: MirrorSettings, searchPaths: [URL] = [], scratch: URL,
    emittingModuleTo moduleFolder: URL? = nil
  ) throws -> [Diagnostic] {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let (paths, originals) = try stage(files, moduleName: settings.moduleName, in: scratch)
    var arguments = try compilerArguments(
      settings: settings, searchPaths: searchPaths, scratch: scratch, emittingModuleTo: moduleFolder)
    arguments += paths
    let (status, output) = Self.run(arguments)
    let errors = Diagnostic.errors(in: output)
    // A failure that names no file (a bad flag, a missing SDK) must not read as success.
    if status != 0 && errors.isEmpty { throw CompilerFailure(output: output) }
    // Nor one in a macro's expansion that no note traces to a file: no file can be left out
    // for it, and counting none as failing would pass what does not build.
    let unattributed = errors.filter(\.isUnattributedExpansion)
    if !unattributed.isEmpty { throw UnattributedExpansionError(errors: unattributed) }
    return errors.map { diagnostic in
      Diagnostic(
        path: originals[URL(fileURLWithPath: diagnostic.path).standardizedFileURL.path] ?? originals[
          diagnostic.path] ?? diagnostic.path, line: diagnostic.line,
        column: diagnostic.column, message: diagnostic.message)
    }
  }

  /// The paths to hand the compiler, and the app's path of each: files the tool had to adapt
  /// are written to `scratch` first.
  private func stage(_ files: [SourceFile], moduleName: String, in scratch: URL) throws -> (
    paths: [String], originals: [String: String]
  ) {
    var originals: [String: String] = [:]
    var paths: [String] = []
    for (index, file) in files.enumerated() {
      guard let adapted = file.adaptedText else {
        // The compiler names files by their standardized path (`a/./b` is `a/b`).
        let path = file.url.standardizedFileURL.path
        originals[path] = file.relativePath
        paths.append(path)
        continue
      }
      // Keep the file name (diagnostics quote it) but make it unique inside the module.
      let copy = scratch.appendingPathComponent(
        "\(moduleName)-\(index)-\(file.url.lastPathComponent)")
      try adapted.write(to: copy, atomically: true, encoding: .utf8)
      originals[copy.path] = file.relativePath
      paths.append(copy.path)
    }
    return (paths, originals)
  }

  /// The compiler's arguments before the files: SIL output, the mirror's settings, search
  /// paths, stand-ins, the module to emit and ViewGraph's macro plugin.
  private func compilerArguments(
    settings: MirrorSettings, searchPaths: [URL], scratch: URL, emittingModuleTo moduleFolder: URL?
  ) throws -> [String] {
    // The SIL goes to a file of the scratch folder, never `/dev/null`: when a compile that
    // also emits a module fails, the driver deletes its outputs, and as root that removes
    // the machine's `/dev/null`.
    let silOutput = scratch.appendingPathComponent("\(settings.moduleName).sil").path
    var arguments = [
      "swiftc", "-emit-sil", "-wmo", "-o", silOutput, "-parse-as-library", "-I", modules.path,
      "-package-name", settings.packageName, "-suppress-warnings",
    ]
    arguments += settings.compilerArguments
    for path in searchPaths { arguments += ["-I", path.path] }
    arguments += UserStandIns.loaded?.compilerArguments ?? []
    if let moduleFolder {
      try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
      arguments += [
        "-emit-module", "-emit-module-path",
        moduleFolder.appendingPathComponent("\(settings.moduleName).swiftmodule").path,
      ]
    }
    // ViewGraph's macros (`@State`, `#Preview`, `@Entry`) expand in the plugin built beside
    // the module, as SwiftPM passes it to a target depending on ViewGraph.
    let binFolder = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
    let plugin = binFolder.appendingPathComponent("ViewGraphMacros-tool")
    if FileManager.default.isExecutableFile(atPath: plugin.path) {
      arguments += ["-load-plugin-executable", plugin.path + "#ViewGraphMacros"]
    }
    #if os(Linux)
      arguments += try OSSubmodules.compilerFlags(in: scratch)
    #endif
    #if os(macOS)
      if let sdk = Self.run(["xcrun", "--show-sdk-path"]).output.split(separator: "\n").first {
        arguments += ["-sdk", String(sdk)]
      }
    #endif
    return arguments
  }

  /// Runs a command through `/usr/bin/env`, returning its status and merged output; a
  /// command past `timeLimit` is stopped with what it started, and its output says so.
  static func run(_ arguments: [String], timeLimit: Duration = .seconds(1_800)) -> (
    status: Int32, output: String
  ) {
    let result = ChildProcess.run(arguments, timeLimit: timeLimit)
    return (result.status, result.output)
  }
}

/// The compiler failed without pointing at a file.
struct CompilerFailure: Error, CustomStringConvertible {
  let output: String
  var description: String { "the compiler failed without a diagnostic on a file:\n\(output)" }
}

/// The compiler reported errors inside macros' expansions without a note naming the file the
/// macro is used in, so no file can be left out for them.
struct UnattributedExpansionError: Error, CustomStringConvertible {
  let errors: [Diagnostic]
  var description: String {
    "the compiler reported \(errors.count == 1 ? "an error" : "errors") inside a macro's expansion "
      + "with no note naming the file the macro is used in, so no file can be left out for "
      + (errors.count == 1 ? "it" : "them") + ":\n"
      + errors.map { "  \($0.path):\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n")
  }
}
