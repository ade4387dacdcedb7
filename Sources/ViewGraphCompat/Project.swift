import Foundation

/// One app: the Swift files compiled together as one module.
struct Project {
  let name: String
  let root: URL
  let files: [SourceFile]

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
    let leftOutNames = leftOut.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }
    let lines = Dictionary(
      uniqueKeysWithValues: compiled.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) })
    var apis: [(String, Diagnostic.API)] = []
    var byFile: [String: [(Diagnostic, Diagnostic.API)]] = [:]
    for diagnostic in diagnostics {
      let source = lines[diagnostic.path].flatMap {
        diagnostic.line - 1 < $0.count && diagnostic.line > 0 ? $0[diagnostic.line - 1] : nil
      }
      let api = diagnostic.api(sourceLine: source, leftOutNames: leftOutNames)
      apis.append((diagnostic.path, api))
      byFile[diagnostic.path, default: []].append((diagnostic, api))
    }
    self.apis = apis
    var viewFiles: [(SourceFile, Outcome)] = []
    for file in project.files where file.isViewFile {
      if file.isTest {
        viewFiles.append((file, .test))
      } else if !file.unavailableImports.isEmpty {
        viewFiles.append((file, .leftOut(modules: file.unavailableImports)))
      } else if let errors = byFile[file.relativePath] {
        // An error on a line that uses a left-out declaration follows from it
        // (`haptic(.success)`: `.success` cannot be inferred once `haptic` is missing).
        let leftOutLines = Set(errors.compactMap { if case .leftOut = $0.1 { $0.0.line } else { nil } })
        let isBlocked = errors.allSatisfy { error in
          if case .leftOut = error.1 { return true }
          return leftOutLines.contains(error.0.line)
        }
        viewFiles.append((file, isBlocked ? .blocked(errors.map(\.0)) : .fails(errors.map(\.0))))
      } else {
        viewFiles.append((file, .compiles))
      }
    }
    self.viewFiles = viewFiles
  }

  var counted: Int {
    viewFiles.count {
      if case .compiles = $0.outcome { true } else if case .fails = $0.outcome { true } else { false }
    }
  }
  var compiling: Int { viewFiles.count { if case .compiles = $0.outcome { true } else { false } } }
}
