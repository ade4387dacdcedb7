import Foundation

/// A user's own stand-ins for the frameworks ViewGraph does not stand in for: each folder
/// `StandIns/<Framework>/` of a test package holds the Swift files of a module
/// `<Framework>StandIn`, which a mirror loads for `import <Framework>` on Linux
/// (`-module-alias <Framework>=<Framework>StandIn`), as it loads ViewGraph's own.
///
/// The check loads them with `--stand-ins <folder>`; `init` loads those of its output's
/// `StandIns/`, and the package it writes builds them as targets.
struct UserStandIns: Sendable {
  /// The folder of a test package that holds them.
  static let folderName = "StandIns"

  let folder: URL
  /// Each framework, by its folder's name, with the Swift files under it.
  let frameworks: [(name: String, files: [URL])]

  /// The stand-ins under `folder`: nil when it does not exist or holds no Swift files.
  init?(folder: URL) {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return nil }
    var frameworks: [(name: String, files: [URL])] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      guard let walk = fileManager.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
      let files = walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        .sorted { $0.path < $1.path }
      if !files.isEmpty { frameworks.append((name, files)) }
    }
    guard !frameworks.isEmpty else { return nil }
    self.folder = folder
    self.frameworks = frameworks
  }

  /// The module a framework's stand-in compiles to.
  static func moduleName(for framework: String) -> String { framework + "StandIn" }

  /// `-module-alias <Framework>=<Framework>StandIn` for each.
  var aliasFlags: [String] {
    frameworks.flatMap { ["-module-alias", "\($0.name)=\(Self.moduleName(for: $0.name))"] }
  }

  /// Compiles each stand-in to its module in `modules` (importing SwiftUI as ViewGraph, as a
  /// mirror does). Returns a line per error, naming the stand-in's file; empty when all
  /// compiled.
  func build(with compiler: Compiler, into modules: URL, scratch: URL) throws -> [String] {
    var problems: [String] = []
    for framework in frameworks {
      let files = try framework.files.map { url in
        SourceFile(
          url: url, relativePath: "\(Self.folderName)/\(framework.name)/\(url.lastPathComponent)",
          text: try String(contentsOf: url, encoding: .utf8))
      }
      let errors = try compiler.compile(
        files, settings: MirrorSettings(moduleName: Self.moduleName(for: framework.name), swiftVersion: "6"),
        searchPaths: [modules], scratch: scratch, emittingModuleTo: modules)
      problems += errors.map { "\($0.path):\($0.line): \($0.message)" }
    }
    return problems
  }
}

extension UserStandIns {
  /// The stand-ins this run compiled: the frameworks they stand in for, where their modules
  /// are and the aliases that load them. Made by `load(_:compiler:scratch:)` before any app
  /// file is compiled; every compile and import check within `$loaded.withValue` reads it.
  struct Loaded: Sendable, Equatable {
    let frameworks: Set<String>
    let modules: URL
    let aliasFlags: [String]

    /// What a compile of the app's files adds: the modules' folder and, on Linux, the aliases.
    var compilerArguments: [String] {
      #if os(Linux)
        ["-I", modules.path] + aliasFlags
      #else
        ["-I", modules.path]
      #endif
    }
  }

  /// The stand-ins loaded for the work done within `$loaded.withValue(_:)`: the tool's run,
  /// or one test's. Task-local, not global, so two checks in one process (tests in parallel)
  /// never see each other's stand-ins.
  @TaskLocal static var loaded: Loaded?

  /// Compiles `standIns` into modules under `scratch`: what to load, or the errors of those
  /// that do not compile (then nothing is to be loaded).
  ///
  /// ```swift
  /// switch try UserStandIns.load(standIns, compiler: compiler, scratch: scratch) {
  /// case .success(let loaded): UserStandIns.$loaded.withValue(loaded) { check() }
  /// case .failure(let problems): print(problems.lines)
  /// }
  /// ```
  static func load(
    _ standIns: UserStandIns, compiler: Compiler, scratch: URL
  ) throws -> Result<Loaded, Problems> {
    let modules = scratch.appendingPathComponent("UserStandInModules")
    let problems = try standIns.build(with: compiler, into: modules, scratch: scratch)
    guard problems.isEmpty else { return .failure(Problems(lines: problems)) }
    return .success(
      Loaded(
        frameworks: Set(standIns.frameworks.map(\.name)), modules: modules, aliasFlags: standIns.aliasFlags))
  }

  /// The errors of stand-ins that do not compile, a line each naming the stand-in's file.
  struct Problems: Error, Equatable {
    let lines: [String]
  }
}
