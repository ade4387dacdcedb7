import Foundation

/// One compilation of a project's kept files, and what its errors say about each file:
/// which are left out for their imports, which use frameworks the mirror lacks, which are
/// blocked by a left-out declaration and which fail on their own. `ProjectResult` reads its
/// outcomes from it, step by step.
struct ProjectCompilation {
  let project: Project
  let linked: LinkedModules
  /// Modules of the project that could be built.
  let available: Set<String>
  /// Files left out for their imports (or for holding top-level code).
  let leftOut: [SourceFile]
  /// Files compiled: the kept ones and the files the tool writes beside them.
  private(set) var compiled: [SourceFile] = []
  private(set) var diagnostics: [Diagnostic] = []
  /// Each compiled file's lines, for the classification rules.
  private(set) var lines: [String: [String]] = [:]
  /// Per file that fails and seems to use a framework the mirror lacks, those frameworks.
  private(set) var impliedFrameworks: [String: [String]] = [:]
  /// Files left out for the frameworks they use.
  private(set) var impliedPaths: Set<String> = []
  /// Names that left-out files declare, and which file declares each type and each member.
  private(set) var leftOutNames: Set<String> = []
  private(set) var declaredIn: [String: String] = [:]
  private(set) var membersDeclaredIn: [String: String] = [:]
  /// Each failing file's errors with the API each names.
  private(set) var byFile: [String: [(Diagnostic, Diagnostic.API)]] = [:]
  private(set) var blockedPaths: Set<String> = []
  /// Packages and local modules files of the target import that cannot be built here (not
  /// Apple's frameworks).
  let foreignModules: [String]
  /// Every name the app declares.
  let appNames: Set<String>

  /// Builds the linked modules (unless `modules` holds them already) and compiles the
  /// project's kept files with the files the tool generates.
  init(project: Project, compiler: Compiler, scratch: URL, modules: LinkedModules?) throws {
    self.project = project
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // The app's own modules (local packages, framework targets) first, as a build does; they
    // are the same in every round of a settlement, which builds them once.
    let linked = try modules ?? LinkedModules(project: project, compiler: compiler, scratch: scratch)
    self.linked = linked
    let available = Set(project.modules.map(\.name)).subtracting(linked.unavailable.keys)
    self.available = available
    func missingImports(_ file: SourceFile) -> [String] {
      file.imports.filter { !SourceFile.availableModules.contains($0) && !available.contains($0) }
    }
    leftOut = project.files.filter {
      !$0.isTest && Self.reason(leavingOut: $0, missing: missingImports($0)) != nil
    }
    // A member of a standard type that no file declares comes from a module that cannot be
    // built here (`String?.coalesceWith` of a package another file imports, which makes its
    // extension members visible in every file).
    foreignModules = Set(
      (project.files + project.leftOutEarlier).flatMap(missingImports).filter {
        linked.unavailable[$0] != nil
      }
    ).sorted()
    appNames =
      (project.files + project.leftOutEarlier
      + project.modules.flatMap { $0.sources.compactMap { SourceFile(url: $0, root: project.root) } })
      .reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }
    try compile(compiler: compiler, scratch: scratch)
    findImpliedFrameworks()
    findLeftOutNames()
    findBlockedFiles()
  }

  /// The modules a file imports that are neither SwiftUI's standard ones nor built here.
  func missingImports(_ file: SourceFile) -> [String] {
    file.imports.filter { !SourceFile.availableModules.contains($0) && !available.contains($0) }
  }

  /// Why a file is left out before compiling, or nil when it is compiled.
  func reason(leavingOut file: SourceFile) -> String? {
    Self.reason(leavingOut: file, missing: missingImports(file))
  }

  static func reason(leavingOut file: SourceFile, missing: [String]) -> String? {
    if file.url.lastPathComponent == "main.swift" {
      return "main.swift holds top-level code, which a module with an App's @main cannot"
    }
    guard !missing.isEmpty else { return nil }
    // Why a module is unavailable is said once, in the project's header.
    return "imports " + missing.joined(separator: ", ")
  }

  /// Compiles the kept files with what the tool writes beside them.
  private mutating func compile(compiler: Compiler, scratch: URL) throws {
    let moduleFolder = scratch.appendingPathComponent("modules-\(project.settings.moduleName)")
    compiled = try GeneratedSources.withGeneratedFiles(
      project.files.filter { !$0.isTest && reason(leavingOut: $0) == nil }, project: project,
      leftOut: leftOut, available: available, scratch: scratch)
    diagnostics =
      compiled.isEmpty
      ? []
      : FatalImports.spread(
        try compiler.compile(
          compiled, settings: project.settings, searchPaths: [moduleFolder], scratch: scratch),
        over: compiled)
    lines = Dictionary(
      compiled.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Files that seem to use a framework through SwiftUI or Combine's publishers and fail on
  /// it are left out, unless what they miss is a declaration of a left-out file (that is the
  /// reason to give). A framework counts only when an error names one of its symbols
  /// (ImpliedFramework.isNamed), Combine only when an error names what the subset on Linux
  /// lacks: a file that fails on something else is reported as any file's failure.
  private mutating func findImpliedFrameworks() {
    let failing = Set(diagnostics.map(\.path))
    let preliminaryNames = (project.leftOutEarlier + leftOut).reduce(
      into: Set(linked.leftOutDeclarations.keys)
    ) {
      $0.formUnion($1.declaredNames)
    }
    for file in compiled where failing.contains(file.relativePath) {
      let messages = diagnostics.filter { $0.path == file.relativePath }.map(\.message)
      let missingCombine = messages.lazy.compactMap(CombineSubset.missingAPI(in:)).first
      let frameworks = file.impliedFrameworks.compactMap { framework -> String? in
        guard framework == SourceFile.combinePublishers else {
          let implied = ImpliedFramework(label: framework)
          return messages.contains { implied?.isNamed(by: $0) ?? true } ? framework : nil
        }
        return missingCombine.map { "\(framework): \($0), which ViewGraph's Combine subset lacks" }
      }
      if !frameworks.isEmpty { impliedFrameworks[file.relativePath] = frameworks }
    }
    let diagnostics = self.diagnostics
    let impliedFrameworks = self.impliedFrameworks
    impliedPaths = Set(
      compiled.filter { file in
        guard impliedFrameworks[file.relativePath] != nil else { return false }
        return !diagnostics.contains { diagnostic in
          diagnostic.path == file.relativePath
            && preliminaryNames.contains { diagnostic.message.contains("'\($0)'") }
        }
      }.map(\.relativePath))
  }

  /// What is left out makes what uses it fail in turn: a model holding a left-out type
  /// cannot be used by the screens that hold the model.
  private mutating func findLeftOutNames() {
    leftOutNames = GeneratedModels.classNames(under: project.root)
    leftOutNames.formUnion(linked.leftOutDeclarations.keys)
    declaredIn = linked.leftOutDeclarations
    // Where a left-out file's names are declared, members too (`Color.brandBlue` in a file
    // importing UIKit), to say which file a screen that uses one needs: a reader following
    // the chain needs the name of the file.
    membersDeclaredIn = linked.leftOutDeclarations
    let implied = compiled.filter { impliedPaths.contains($0.relativePath) }
    for file in project.leftOutEarlier + leftOut + implied {
      let names = file.declaredNames
      leftOutNames.formUnion(names)
      for name in file.declaredTypeNames { declaredIn[name] = file.relativePath }
      for name in names where membersDeclaredIn[name] == nil { membersDeclaredIn[name] = file.relativePath }
    }
  }

  /// Types of files that fail only on left-out names count as left out too, until nothing
  /// changes.
  private mutating func findBlockedFiles() {
    while true {
      byFile = [:]
      for diagnostic in diagnostics {
        let api =
          foreignMember(diagnostic).map(Diagnostic.API.leftOut)
          ?? diagnostic.api(fileLines: lines[diagnostic.path], leftOutNames: leftOutNames)
        byFile[diagnostic.path, default: []].append((diagnostic, api))
      }
      let newlyBlocked = compiled.filter { file in
        guard !blockedPaths.contains(file.relativePath), !impliedPaths.contains(file.relativePath),
          let errors = byFile[file.relativePath]
        else { return false }
        return ProjectResult.followsFromLeftOut(ProjectResult.notOwn(errors, of: file))
      }
      if newlyBlocked.isEmpty { break }
      for file in newlyBlocked {
        blockedPaths.insert(file.relativePath)
        for name in file.declaredTypeNames { declaredIn[name] = file.relativePath }
        // Types only: a blocked file's members keep common names (`stroke`, `title`) that
        // SwiftUI's own errors name too.
        leftOutNames.formUnion(file.declaredTypeNames)
        // Environment keys it declares: `@Environment(\.audio)` elsewhere needs them.
        for key in file.environmentKeys {
          leftOutNames.insert(key)
          declaredIn[key] = file.relativePath
        }
      }
    }
  }

  /// A member of a standard type that no file of the app declares, while a module the
  /// target imports cannot be built: that module's (`String.trimmed`).
  func foreignMember(_ diagnostic: Diagnostic) -> String? {
    guard !foreignModules.isEmpty,
      let match = diagnostic.message.firstMatch(
        of: #/^value of type '([^']+)'(?: \(aka '[^']+'\))? has no member '(\w+)'/#),
      let owner = ForeignMembers.standardOwner(String(match.output.1)),
      !appNames.contains(String(match.output.2))
    else { return nil }
    return "\(owner).\(match.output.2)"
  }

  /// Every error with the API it names, for the report: the linked modules' first, then the
  /// files reported on that neither use a missing framework nor are blocked.
  var apis: [(file: String, api: Diagnostic.API)] {
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
    return
      (linked.apis
      + byFile.sorted { $0.key < $1.key }.flatMap { path, errors in
        project.reportedPaths?.contains(path) ?? true
          && !impliedPaths.contains(path) && !blockedPaths.contains(path)
          ? errors.map { (path, $0.1) } : []
      }).map(scoped)
  }

  /// What became of each of the target's own files.
  var outcomes: [(SourceFile, Outcome)] {
    project.files.map { file in
      if file.isTest { return (file, .test) }
      if let reason = reason(leavingOut: file) { return (file, .leftOut(reason: reason)) }
      if impliedPaths.contains(file.relativePath) {
        let frameworks = impliedFrameworks[file.relativePath] ?? file.impliedFrameworks
        // The error that names the framework, as evidence; the first error when none does.
        let errors = byFile[file.relativePath]?.map(\.0) ?? []
        let evidence =
          errors.first { error in
            frameworks.contains { ImpliedFramework(label: $0)?.isNamed(by: error.message) ?? false }
          } ?? errors.first
        let shown = evidence.map { " (\($0.line): \($0.message))" } ?? ""
        return (file, .leftOut(reason: "uses \(frameworks.joined(separator: ", "))" + shown))
      }
      guard let errors = byFile[file.relativePath] else { return (file, .compiles) }
      guard blockedPaths.contains(file.relativePath) else { return (file, .fails(errors.map(\.0))) }
      let lead = Diagnostic(
        path: file.relativePath, line: 0, column: 0, message: blockedReason(errors, of: file))
      return (file, .blocked([lead] + errors.map(\.0)))
    }
  }

  /// What a blocked file leads with: which left-out file it needs, first.
  func blockedReason(_ errors: [(Diagnostic, Diagnostic.API)], of file: SourceFile) -> String {
    // The left-out declaration its errors name, and the file that declares it.
    ProjectResult.needed(errors, of: file).map { name, base, member in
      let file = declaredIn[base] ?? declaredIn[name] ?? membersDeclaredIn[member]
      guard file != nil || appNames.contains(member) else {
        return "uses \(name), which no file of the app declares: a member from a module "
          + "it imports that is not available here (\(foreignModules.joined(separator: ", ")))"
      }
      return ProjectResult.uses(name, declaredIn: file)
    } ?? MirrorPlan.reason(for: errors.map(\.0), declaredIn: declaredIn)
  }
}
