import Foundation

/// One linked module built round by round: each round leaves out the files that fail, as
/// the app's own target is built. A module needing a remote package, or a local module left
/// out, is still built from its other files: only the files importing what is missing are
/// left out (a package's screens need not import the module its models do).
struct ModuleBuild {
  let module: AppTarget.LinkedModule
  let sources: [SourceFile]
  /// The modules its files may import: the standard ones and the modules built before it.
  let importable: Set<String>
  let settings: MirrorSettings
  /// The files still compiled, and what became of the others.
  private(set) var kept: [SourceFile]
  private(set) var outcomes: [String: Outcome] = [:]
  /// Errors of files that fail on their own, with the API each names.
  private(set) var apis: [(file: String, api: Diagnostic.API)] = []
  /// Which file declares each type and each name of the files later rounds took out.
  private var declaredIn: [String: String] = [:]
  /// And every name they declare, members too (`Font.scaledTitle` in a file that fails on
  /// `UIFontMetrics`), so a later round's file that needs one names the file, as the app
  /// target's rounds do.
  private var membersDeclaredIn: [String: String] = [:]
  /// What this module's errors may name that is not SwiftUI's: declarations of its files
  /// left out for their imports, and of modules left out before it.
  private let moduleLeftOutNames: Set<String>
  private var moduleDeclaredIn: [String: String]

  static let rounds = 6

  init(
    module: AppTarget.LinkedModule, project: Project, built: Set<String>,
    leftOutDeclarations: [String: String]
  ) {
    self.module = module
    let sources = module.sources.compactMap { SourceFile(url: $0, root: project.root) }.filter { !$0.isTest }
    self.sources = sources
    let importable = SourceFile.availableModules.union(built)
    self.importable = importable
    kept = sources.filter { Set($0.imports).isSubset(of: importable.union([module.name])) }
    var settings = MirrorSettings(linked: module)
    settings.conditions = module.defines + project.settings.conditions.filter { !module.defines.contains($0) }
    settings.isRemotePackage = module.pin != nil
    self.settings = settings
    var outcomes: [String: Outcome] = [:]
    let keptPaths = Set(kept.map(\.relativePath))
    for file in sources where !keptPaths.contains(file.relativePath) {
      let missing = file.imports.filter { !importable.contains($0) }
      outcomes[file.relativePath] = .leftOut(reason: "imports " + missing.joined(separator: ", "))
    }
    self.outcomes = outcomes
    moduleLeftOutNames = sources.filter { outcomes[$0.relativePath] != nil }
      .reduce(into: Set(leftOutDeclarations.keys)) { $0.formUnion($1.declaredNames) }
    var moduleDeclaredIn = leftOutDeclarations
    for file in sources where outcomes[file.relativePath] != nil {
      for name in file.declaredNames { moduleDeclaredIn[name] = file.relativePath }
    }
    self.moduleDeclaredIn = moduleDeclaredIn
  }

  /// Compiles the kept files round by round until they compile, or no file is left,
  /// emitting the module into `moduleFolder` (where the modules built before it are).
  mutating func run(compiler: Compiler, scratch: URL, moduleFolder: URL) throws {
    // The module's own asset catalogs, whose symbols its files use (`Image(.floor1)`).
    let assets = try GeneratedSources.assetSymbols(for: module, in: scratch)
    let strings = try GeneratedSources.stringSymbols(for: module, in: scratch)
    for round in 0..<Self.rounds where !kept.isEmpty {
      let files = try filesToCompile(assets: assets, strings: strings, scratch: scratch)
      let errors = FatalImports.spread(
        try compiler.compile(
          files, settings: settings, searchPaths: [moduleFolder], scratch: scratch,
          emittingModuleTo: moduleFolder),
        over: files)
      if errors.isEmpty { break }
      let errorsByFile = Dictionary(grouping: errors, by: \.path)
      let lines = Dictionary(
        kept.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) },
        uniquingKeysWith: { a, _ in a })
      if round == 0 { classifyFirstRound(errorsByFile, lines: lines) }
      recordFailures(errorsByFile, lines: lines, round: round)
      let failing = Set(errorsByFile.keys)
      let before = kept.count
      kept.removeAll { failing.contains($0.relativePath) }
      // Errors only in the tool's own files: nothing to leave out, the module is not built.
      if kept.count == before { kept = [] }
      if round == Self.rounds - 1 { kept = [] }
    }
  }

  /// The kept files with what the tool writes beside them.
  private func filesToCompile(assets: SourceFile?, strings: SourceFile?, scratch: URL) throws -> [SourceFile]
  {
    var files = kept
    if !module.resources.isEmpty {
      files.append(try GeneratedSources.resourceBundleAccessor(for: module.name, in: scratch))
    }
    if let assets { files.append(assets) }
    if let strings { files.append(strings) }
    let importable = self.importable
    if let imports = LeftOutImports.source(
      leftOut: sources.filter { file in !kept.contains { $0.relativePath == file.relativePath } },
      kept: kept,
      importable: { importable.contains($0) }, settings: settings)
    {
      let url = scratch.appendingPathComponent("\(module.name)-ImportsOfLeftOutFiles.swift")
      try imports.write(to: url, atomically: true, encoding: .utf8)
      files.append(SourceFile(url: url, relativePath: LeftOutImports.relativePath, text: imports))
    }
    return files
  }

  /// A file using a declaration of a file left out for its imports (here or in a module
  /// built before) is blocked by that file, as in the app's own target; then so is a file
  /// using a declaration of a file blocked so, until nothing changes. The others fail.
  private mutating func classifyFirstRound(_ errorsByFile: [String: [Diagnostic]], lines: [String: [String]])
  {
    var names = moduleLeftOutNames
    var pending = kept.filter { errorsByFile[$0.relativePath] != nil }
    while true {
      var newlyBlocked: [SourceFile] = []
      for file in pending {
        let fileErrors = errorsByFile[file.relativePath] ?? []
        let apis = fileErrors.map { $0.api(fileLines: lines[$0.path], leftOutNames: names) }
        guard let (name, base, member) = ProjectResult.needed(Array(zip(fileErrors, apis)), of: file)
        else { continue }
        let message = ProjectResult.uses(name, declaredIn: moduleDeclaredIn[base] ?? moduleDeclaredIn[member])
        outcomes[file.relativePath] = .blocked(
          [Diagnostic(path: file.relativePath, line: 0, column: 0, message: message)] + fileErrors)
        newlyBlocked.append(file)
      }
      if newlyBlocked.isEmpty { break }
      for file in newlyBlocked {
        names.formUnion(file.declaredTypeNames)
        for name in file.declaredTypeNames { moduleDeclaredIn[name] = file.relativePath }
      }
      let blockedPaths = Set(newlyBlocked.map(\.relativePath))
      pending.removeAll { blockedPaths.contains($0.relativePath) }
    }
    for file in pending {
      let fileErrors = errorsByFile[file.relativePath] ?? []
      outcomes[file.relativePath] = .fails(fileErrors)
      apis += fileErrors.map { ($0.path, $0.api(fileLines: lines[$0.path], leftOutNames: names)) }
    }
  }

  /// Marks the files failing in a later round blocked by what earlier rounds took out, and
  /// remembers what every failing file declares.
  private mutating func recordFailures(
    _ errorsByFile: [String: [Diagnostic]], lines: [String: [String]], round: Int
  ) {
    for file in kept {
      guard let fileErrors = errorsByFile[file.relativePath] else { continue }
      if round > 0 {
        outcomes[file.relativePath] = .blocked([
          Diagnostic(
            path: file.relativePath, line: 0, column: 0,
            message: laterReason(fileErrors, of: file, lines: lines))
        ])
      }
      for name in file.declaredTypeNames { declaredIn[name] = file.relativePath }
      for name in file.declaredNames where membersDeclaredIn[name] == nil {
        membersDeclaredIn[name] = file.relativePath
      }
    }
  }

  /// What a file failing in a later round needs of the files earlier rounds took out, read
  /// as in round 0 (a conformance that fails on a property's type names that type, not the
  /// file).
  private func laterReason(_ fileErrors: [Diagnostic], of file: SourceFile, lines: [String: [String]])
    -> String
  {
    let names = moduleLeftOutNames.union(declaredIn.keys).union(membersDeclaredIn.keys)
    let needed = ProjectResult.needed(
      fileErrors.map { ($0, $0.api(fileLines: lines[$0.path], leftOutNames: names)) }, of: file)
    if let needed,
      let neededFile = declaredIn[needed.base] ?? moduleDeclaredIn[needed.base]
        ?? membersDeclaredIn[needed.member] ?? moduleDeclaredIn[needed.member]
    {
      return ProjectResult.uses(needed.name, declaredIn: neededFile)
    }
    return MirrorPlan.reason(for: fileErrors, declaredIn: declaredIn, membersDeclaredIn: membersDeclaredIn)
  }
}
