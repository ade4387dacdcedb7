import Foundation

/// One app: the Swift files compiled together as one module.
struct Project {
  let name: String
  let root: URL
  let files: [SourceFile]
  /// The files this project reports on; `nil` for all. Shared files compiled into several
  /// targets are reported with the first only, so the figure counts each file once.
  var reportedPaths: Set<String>? = nil

  func reports(_ file: SourceFile) -> Bool { reportedPaths?.contains(file.relativePath) ?? true }

  /// The Swift files under `root`, skipping build output, dependencies and hidden folders.
  init(name: String, root: URL) {
    self.name = name
    let root = root.resolvingSymlinksInPath()
    self.root = root
    var files: [SourceFile] = []
    let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "Packages", "node_modules"]
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      if skipped.contains(url.lastPathComponent) {
        enumerator?.skipDescendants()
        continue
      }
      // `main.swift` is top-level code, which a library-style compilation cannot hold.
      guard url.pathExtension == "swift", !["Package.swift", "main.swift"].contains(url.lastPathComponent),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      let relative = String(url.path.dropFirst(root.path.count).drop { $0 == "/" })
      files.append(SourceFile(url: url, relativePath: relative, text: text))
    }
    // A package's own modules are compiled as one: their imports of each other are dropped.
    let sources = root.appendingPathComponent("Sources")
    let modules = Set(
      ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter {
        !$0.hasPrefix(".")
      })
    self.files = files.sorted { $0.relativePath < $1.relativePath }.map {
      SourceFile(url: $0.url, relativePath: $0.relativePath, text: $0.text, localModules: modules)
    }
  }

  /// The folder itself, or with `eachSubfolder` every folder directly inside it that holds
  /// Swift files (a course repository with one app per folder).
  static func projects(in folder: URL, eachSubfolder: Bool) -> [Project] {
    guard eachSubfolder else { return [Project(name: folder.lastPathComponent, root: folder)] }
    let children =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    return
      children
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
      .map { (name: $0.lastPathComponent, url: $0.resolvingSymlinksInPath()) }
      .filter { (try? $0.url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
      .map { Project(name: $0.name, root: $0.url) }
      .filter { !$0.files.isEmpty }
      .flatMap { $0.targets() }
  }

  private init(name: String, root: URL, files: [SourceFile], reportedPaths: Set<String>?) {
    self.name = name
    self.root = root
    self.files = files
    self.reportedPaths = reportedPaths
  }

  /// The apps inside: one per `@main` file.
  ///
  /// An Xcode project often holds several targets with their own `@main` (an iOS app and its
  /// watch app, one app per exercise of a course), which clash when compiled as one module.
  /// Without reading the project file, a target is the widest folder around its `@main` file
  /// that holds no other; files outside every such folder are shared and compiled into each
  /// target, reported with the first.
  func targets() -> [Project] {
    let entries = files.filter(\.isAppEntry).map { $0.relativePath.split(separator: "/").dropLast() }
    guard entries.count > 1 else { return [self] }
    var roots: [String] = []
    for (index, folders) in entries.enumerated() {
      let others = entries.enumerated().filter { $0.offset != index }.map(\.element)
      guard
        let depth = (1...max(folders.count, 1)).first(where: { depth in
          depth <= folders.count
            && !others.contains { $0.count >= depth && $0.prefix(depth) == folders.prefix(depth) }
        })
      else { return [self] }  // Two apps in one folder: nothing to split by.
      roots.append(folders.prefix(depth).joined(separator: "/") + "/")
    }
    let shared = files.filter { file in !roots.contains { file.relativePath.hasPrefix($0) } }
    return roots.enumerated().map { index, root in
      let own = files.filter { $0.relativePath.hasPrefix(root) }
      let reported = own + (index == 0 ? shared : [])
      return Project(
        name: "\(name)/\(root.dropLast())", root: self.root, files: own + shared,
        reportedPaths: Set(reported.map(\.relativePath)))
    }
  }
}

/// What became of one file.
enum Outcome {
  case compiles
  /// Errors, the first of which is shown.
  case fails([Diagnostic])
  /// Every error is about a type declared in a left-out file.
  case blocked([Diagnostic])
  /// Not compiled: it imports modules with no stand-in here.
  case leftOut(modules: [String])
  /// A test file.
  case test
}

/// One project's compilation, file by file.
struct ProjectResult {
  let project: Project
  /// View files (those importing SwiftUI) with their outcome.
  let viewFiles: [(file: SourceFile, outcome: Outcome)]
  /// Every error, with the API it names.
  let apis: [(file: String, api: Diagnostic.API)]

  init(project: Project, compiler: Compiler, scratch: URL) throws {
    self.project = project
    let leftOut = project.files.filter { !$0.isTest && !$0.unavailableImports.isEmpty }
    var compiled = project.files.filter { !$0.isTest && $0.unavailableImports.isEmpty }
    if !compiled.isEmpty, let assets = AssetSymbols.source(for: project.root) {
      let url = project.root.appendingPathComponent("GeneratedAssetSymbols.swift")
      compiled.append(SourceFile(url: url, relativePath: "(asset catalog symbols)", text: assets))
    }
    let diagnostics = compiled.isEmpty ? [] : try compiler.compile(compiled, scratch: scratch)
    let lines = Dictionary(
      uniqueKeysWithValues: compiled.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) })
    let failing = Set(diagnostics.map(\.path))
    // Files that seem to use UIKit or Combine and fail are left out.
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
        let source = lines[diagnostic.path].flatMap {
          diagnostic.line - 1 < $0.count && diagnostic.line > 0 ? $0[diagnostic.line - 1] : nil
        }
        let api = diagnostic.api(sourceLine: source, leftOutNames: leftOutNames)
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
    // The ranking names SwiftUI API to add: errors of left-out and blocked files name none.
    self.apis = byFile.sorted { $0.key < $1.key }.flatMap { path, errors in
      project.reportedPaths?.contains(path) ?? true
        && !impliedPaths.contains(path) && !blockedPaths.contains(path)
        ? errors.map { (path, $0.1) } : []
    }
    var viewFiles: [(SourceFile, Outcome)] = []
    for file in project.files where file.isViewFile && project.reports(file) {
      if file.isTest {
        viewFiles.append((file, .test))
      } else if !file.unavailableImports.isEmpty {
        viewFiles.append((file, .leftOut(modules: file.unavailableImports)))
      } else if impliedPaths.contains(file.relativePath) {
        viewFiles.append((file, .leftOut(modules: file.impliedFrameworks)))
      } else if let errors = byFile[file.relativePath] {
        let isBlocked = blockedPaths.contains(file.relativePath)
        viewFiles.append((file, isBlocked ? .blocked(errors.map(\.0)) : .fails(errors.map(\.0))))
      } else {
        viewFiles.append((file, .compiles))
      }
    }
    self.viewFiles = viewFiles
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

  var counted: Int {
    viewFiles.count {
      if case .compiles = $0.outcome { true } else if case .fails = $0.outcome { true } else { false }
    }
  }
  var compiling: Int { viewFiles.count { if case .compiles = $0.outcome { true } else { false } } }
}
