import Foundation

/// What became of one file.
enum Outcome: Equatable {
  case compiles
  /// Errors, the first of which is shown.
  case fails([Diagnostic])
  /// Every error follows from a declaration of a left-out file.
  case blocked([Diagnostic])
  /// Not compiled, for `reason`: it imports a module with no stand-in here, a module that
  /// failed, or holds top-level code.
  case leftOut(reason: String)
  /// A test file.
  case test
}

/// One project's compilation, file by file.
struct ProjectResult {
  let project: Project
  /// Files importing SwiftUI, with their outcome: the denominator of the figure.
  private(set) var viewFiles: [(file: SourceFile, outcome: Outcome)]
  /// Every file of the target with its outcome (what `init` keeps or leaves out).
  private(set) var allFiles: [(file: SourceFile, outcome: Outcome)]
  /// Every error, with the API it names.
  let apis: [(file: String, api: Diagnostic.API)]
  /// Linked modules that could not be built, with why.
  let failedModules: [String: String]
  /// Errors in the files the tool writes (asset symbols, `Bundle.module`): the tool's own
  /// mistakes, never hidden.
  let generatedFailures: [Diagnostic]

  init(project: Project, compiler: Compiler, scratch: URL) throws {
    self.project = project
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let moduleFolder = scratch.appendingPathComponent("modules-\(project.settings.moduleName)")
    // The app's own modules (local packages, framework targets) first, as a build does.
    var unavailable = project.unavailableModules
    // The modules' files count too: an app's screens often live in its local packages.
    var moduleFiles: [(SourceFile, Outcome)] = []
    var moduleAPIs: [(file: String, api: Diagnostic.API)] = []
    for module in project.modules {
      let sources = module.sources.compactMap { SourceFile(url: $0, root: project.root) }
      if let reason = module.unavailable
        ?? module.dependencies.first(where: { unavailable[$0] != nil }).map({
          "it depends on \($0), which is left out"
        })
      {
        unavailable[module.name] = reason
        moduleFiles += sources.map {
          ($0, .leftOut(reason: "its module \(module.name) is left out: \(reason)"))
        }
        continue
      }
      var files = sources
      if !module.resources.isEmpty {
        files.append(try Self.resourceBundleAccessor(for: module.name, in: scratch))
      }
      var settings = MirrorSettings(moduleName: module.name, swiftVersion: module.swiftVersion)
      settings.conditions = project.settings.conditions
      let errors = try compiler.compile(
        files, settings: settings, searchPaths: [moduleFolder], scratch: scratch,
        emittingModuleTo: moduleFolder)
      let errorsByFile = Dictionary(grouping: errors, by: \.path)
      let lines = Dictionary(
        sources.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) },
        uniquingKeysWith: { a, _ in a })
      for error in errors where !error.path.hasPrefix("(") {
        moduleAPIs.append((error.path, error.api(fileLines: lines[error.path], leftOutNames: [])))
      }
      if let first = errors.first {
        unavailable[module.name] =
          "\(module.origin) does not compile here (\(first.path):\(first.line): \(first.message))"
      }
      for file in sources {
        if let fileErrors = errorsByFile[file.relativePath] {
          moduleFiles.append((file, .fails(fileErrors)))
        } else if !errors.isEmpty {
          moduleFiles.append((file, .leftOut(reason: "its module \(module.name) does not compile")))
        } else {
          moduleFiles.append((file, .compiles))
        }
      }
    }
    failedModules = unavailable
    let available = Set(project.modules.map(\.name)).subtracting(unavailable.keys)

    func missingImports(_ file: SourceFile) -> [String] {
      file.imports.filter { !SourceFile.availableModules.contains($0) && !available.contains($0) }
    }
    func reason(leavingOut file: SourceFile) -> String? {
      if file.url.lastPathComponent == "main.swift" {
        return "main.swift holds top-level code, which a module with an App's @main cannot"
      }
      let missing = missingImports(file)
      guard !missing.isEmpty else { return nil }
      // Why a module is unavailable is said once, in the project's header.
      return "imports " + missing.joined(separator: ", ")
    }
    let leftOut = project.files.filter { !$0.isTest && reason(leavingOut: $0) != nil }
    var compiled = project.files.filter { !$0.isTest && reason(leavingOut: $0) == nil }
    if !compiled.isEmpty, let assets = AssetSymbols.source(for: project.root) {
      let url = scratch.appendingPathComponent("\(project.settings.moduleName)-GeneratedAssetSymbols.swift")
      try assets.write(to: url, atomically: true, encoding: .utf8)
      compiled.append(SourceFile(url: url, relativePath: "(asset catalog symbols)", text: assets))
    }
    if !compiled.isEmpty, project.hasResourceBundle {
      compiled.append(try Self.resourceBundleAccessor(for: project.settings.moduleName, in: scratch))
    }
    // Generated files are compiled even alone: a placeholder must compile to be kept.
    for (index, generated) in project.generatedFiles.enumerated() {
      let url = scratch.appendingPathComponent("\(project.settings.moduleName)-generated-\(index).swift")
      try generated.text.write(to: url, atomically: true, encoding: .utf8)
      compiled.append(SourceFile(url: url, relativePath: generated.relativePath, text: generated.text))
    }
    let diagnostics =
      compiled.isEmpty
      ? []
      : try compiler.compile(
        compiled, settings: project.settings, searchPaths: [moduleFolder], scratch: scratch)
    let lines = Dictionary(
      compiled.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) },
      uniquingKeysWith: { first, _ in first })
    generatedFailures = diagnostics.filter { $0.path.hasPrefix("(") }
    let failing = Set(diagnostics.map(\.path))
    // Files that seem to use UIKit or Combine's publishers and fail are left out.
    let impliedPaths = Set(
      compiled.filter { !$0.impliedFrameworks.isEmpty && failing.contains($0.relativePath) }.map(
        \.relativePath))
    // What is left out makes what uses it fail in turn: a model holding a left-out type
    // cannot be used by the screens that hold the model. Types of files that fail only on
    // left-out names count as left out too, until nothing changes.
    var leftOutNames = leftOut.reduce(into: GeneratedModels.classNames(under: project.root)) {
      $0.formUnion($1.declaredNames)
    }
    for file in compiled where impliedPaths.contains(file.relativePath) {
      leftOutNames.formUnion(file.declaredNames)
    }
    var byFile: [String: [(Diagnostic, Diagnostic.API)]] = [:]
    var blockedPaths: Set<String> = []
    while true {
      byFile = [:]
      for diagnostic in diagnostics {
        let api = diagnostic.api(fileLines: lines[diagnostic.path], leftOutNames: leftOutNames)
        byFile[diagnostic.path, default: []].append((diagnostic, api))
      }
      let newlyBlocked = compiled.filter { file in
        guard !blockedPaths.contains(file.relativePath), !impliedPaths.contains(file.relativePath),
          let errors = byFile[file.relativePath]
        else { return false }
        return Self.followsFromLeftOut(errors)
      }
      if newlyBlocked.isEmpty { break }
      for file in newlyBlocked {
        blockedPaths.insert(file.relativePath)
        // Types only: a blocked file's members keep common names (`stroke`, `title`) that
        // SwiftUI's own errors name too.
        leftOutNames.formUnion(file.declaredTypeNames)
      }
    }
    let viewPaths = Set(
      (project.files
        + project.modules.flatMap { $0.sources.compactMap { SourceFile(url: $0, root: project.root) } })
        .filter(\.isViewFile).map(\.relativePath))
    // What fails in a model file is not SwiftUI API ViewGraph lacks.
    func scoped(_ entry: (file: String, api: Diagnostic.API)) -> (file: String, api: Diagnostic.API) {
      switch entry.api {
      case .missing, .shape, .isolation:
        viewPaths.contains(entry.file)
          ? entry : (entry.file, .other("in a file without SwiftUI: \(entry.api)"))
      default: entry
      }
    }
    self.apis =
      (moduleAPIs
      + byFile.sorted { $0.key < $1.key }.flatMap { path, errors in
        project.reportedPaths?.contains(path) ?? true
          && !impliedPaths.contains(path) && !blockedPaths.contains(path)
          ? errors.map { (path, $0.1) } : []
      }).map(scoped)

    var all: [(SourceFile, Outcome)] = []
    for file in project.files {
      if file.isTest {
        all.append((file, .test))
      } else if let reason = reason(leavingOut: file) {
        all.append((file, .leftOut(reason: reason)))
      } else if impliedPaths.contains(file.relativePath) {
        let first = byFile[file.relativePath]?.first.map { " (\($0.0.line): \($0.0.message))" } ?? ""
        all.append((file, .leftOut(reason: "uses \(file.impliedFrameworks.joined(separator: ", "))" + first)))
      } else if let errors = byFile[file.relativePath] {
        let isBlocked = blockedPaths.contains(file.relativePath)
        all.append((file, isBlocked ? .blocked(errors.map(\.0)) : .fails(errors.map(\.0))))
      } else {
        all.append((file, .compiles))
      }
    }
    allFiles = moduleFiles + all
    viewFiles = allFiles.filter { $0.0.isViewFile && project.reports($0.0) }
  }

  /// What SwiftPM generates for a target with resources, `Bundle.module`, which the mirror
  /// target has too (it bundles the same resources).
  static func resourceBundleAccessor(for module: String, in scratch: URL) throws -> SourceFile {
    let url = scratch.appendingPathComponent("\(module)-resource_bundle_accessor.swift")
    let accessor = "import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n"
    try accessor.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(resource bundle accessor)", text: accessor)
  }

  /// Whether every error of a file follows from a left-out declaration: names one, sits on
  /// a line that uses one (`haptic(.success)`: `.success` cannot be inferred once `haptic` is
  /// missing), or is an inference failure in a file that uses one.
  static func followsFromLeftOut(_ errors: [(Diagnostic, Diagnostic.API)]) -> Bool {
    let leftOutLines = Set(errors.compactMap { if case .leftOut = $0.1 { $0.0.line } else { nil } })
    return !leftOutLines.isEmpty
      && errors.allSatisfy { error in
        if case .leftOut = error.1 { return true }
        return leftOutLines.contains(error.0.line) || error.0.isInferenceFollowOn
      }
  }

  /// Rewrites each file's outcome (the settlement marks files blocked by later rounds).
  mutating func settle(_ transform: (SourceFile, Outcome) -> Outcome) {
    allFiles = allFiles.map { ($0.file, transform($0.file, $0.outcome)) }
    viewFiles = viewFiles.map { ($0.file, transform($0.file, $0.outcome)) }
  }

  /// Files without SwiftUI (models, helpers) that fail.
  var otherFailures: [(file: SourceFile, outcome: Outcome)] {
    allFiles.filter {
      guard !$0.file.isViewFile, project.reports($0.file), case .fails = $0.outcome else { return false }
      return true
    }
  }

  /// Every file that imports SwiftUI and is not a test: the denominator.
  var counted: Int { viewFiles.count { $0.outcome != .test } }
  var compiling: Int { viewFiles.count { $0.outcome == .compiles } }
}
