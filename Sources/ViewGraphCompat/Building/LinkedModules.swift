import Foundation

/// The modules an app target links from its own folder, each built with the files that
/// compile, and what became of their files.
struct LinkedModules {
  /// Modules that could not be built, with why (the project's own list first).
  private(set) var unavailable: [String: String]
  private(set) var files: [(SourceFile, Outcome)] = []
  private(set) var apis: [(file: String, api: Diagnostic.API)] = []
  /// Per module built, the files it kept.
  private(set) var kept: [String: [URL]] = [:]
  /// Names the left-out files of the modules declare, with the file.
  private(set) var leftOutDeclarations: [String: String] = [:]
  private var built: Set<String> = []

  /// Builds `project`'s modules into `scratch`, dependencies first.
  init(project: Project, compiler: Compiler, scratch: URL) throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let moduleFolder = scratch.appendingPathComponent("modules-\(project.settings.moduleName)")
    unavailable = project.unavailableModules
    // The modules' files count too: an app's screens often live in its local packages. A
    // module keeps the files that compile, round by round, as the app target does.
    for module in project.modules {
      var build = ModuleBuild(
        module: module, project: project, built: built, leftOutDeclarations: leftOutDeclarations)
      Progress.note("\(project.name): building its module \(module.name) (\(build.sources.count) files)")
      do {
        try build.run(compiler: compiler, scratch: scratch, moduleFolder: moduleFolder)
      } catch let failure as CompilerFailure {
        // The compiler refused the module itself (its name, a flag), naming no file: the
        // module is left out with why, and the app's other modules and files still count.
        recordRefused(build, failure)
        continue
      }
      record(build)
    }
  }

  /// A module the compiler refused without naming a file: unavailable, with the compiler's
  /// first line, and its files left out.
  private mutating func recordRefused(_ build: ModuleBuild, _ failure: CompilerFailure) {
    let module = build.module
    let firstLine = failure.output.split(separator: "\n").first.map(String.init) ?? "no output"
    unavailable[module.name] =
      "the compiler refused \(module.origin) without naming a file (\(firstLine.prefix(160)))"
    for file in build.sources {
      for name in file.declaredNames { leftOutDeclarations[name] = file.relativePath }
    }
    guard module.pin == nil else { return }
    files += build.sources.map { ($0, .leftOut(reason: "its module \(module.name) is left out")) }
  }

  /// What one module's build leaves: its left-out names, and either the files it keeps or
  /// why it is unavailable.
  private mutating func record(_ build: ModuleBuild) {
    let module = build.module
    apis += build.apis
    for file in build.sources where build.outcomes[file.relativePath] != nil {
      for name in file.declaredNames { leftOutDeclarations[name] = file.relativePath }
    }
    if build.kept.isEmpty {
      // A remote file is named inside its package: the checkout's path is the cache's.
      let root = module.packageFolder.map { $0.standardizedFileURL.path + "/" }
      let first =
        build.outcomes.sorted { $0.key < $1.key }.first.map { path, outcome in
          let shown = root.flatMap { path.hasPrefix($0) ? String(path.dropFirst($0.count)) : nil } ?? path
          return "\(shown): \(outcome.summary)"
        } ?? "it has no Swift files: a C, C++ or Objective-C target is not built here"
      unavailable[module.name] = "none of \(module.origin)'s files compile here (\(first.prefix(160)))"
      // A remote package's files are not the app's: they are built, never counted.
      guard module.pin == nil else { return }
      files += build.sources.map {
        ($0, build.outcomes[$0.relativePath] ?? .leftOut(reason: "its module \(module.name) is left out"))
      }
      return
    }
    built.insert(module.name)
    kept[module.name] = build.kept.map(\.url)
    guard module.pin == nil else { return }
    files += build.sources.map { ($0, build.outcomes[$0.relativePath] ?? .compiles) }
  }
}
