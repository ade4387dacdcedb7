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

  /// One line saying what became of a file: the reason it was left out, or its first error.
  var summary: String {
    switch self {
    case .compiles: return "compiles"
    case .test: return "a test"
    case .leftOut(let reason): return "left out, \(reason)"
    case .fails(let errors): return "does not compile: " + (errors.first?.message ?? "")
    case .blocked(let errors): return "blocked: " + (errors.first?.message ?? "")
    }
  }
}

/// One project's compilation, file by file.
struct ProjectResult {
  let project: Project
  /// Files importing SwiftUI, with their outcome: the denominator of the figure.
  private(set) var viewFiles: [(file: SourceFile, outcome: Outcome)]
  /// Every file of the target with its outcome (what `init` keeps or leaves out).
  private(set) var allFiles: [(file: SourceFile, outcome: Outcome)]
  /// Every error, with the API it names.
  private(set) var apis: [(file: String, api: Diagnostic.API)]
  /// Linked modules that could not be built, with why.
  let failedModules: [String: String]
  /// Per linked module that was built, the files it kept.
  let moduleKept: [String: [URL]]
  /// Errors in the files the tool writes (asset symbols, `Bundle.module`): the tool's own
  /// mistakes, never hidden.
  let generatedFailures: [Diagnostic]

  /// `modules` are the project's linked modules when already built (a settlement's earlier
  /// round); nil builds them.
  init(project: Project, compiler: Compiler, scratch: URL, modules: LinkedModules? = nil) throws {
    self.project = project
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let moduleFolder = scratch.appendingPathComponent("modules-\(project.settings.moduleName)")
    // The app's own modules (local packages, framework targets) first, as a build does; they
    // are the same in every round of a settlement, which builds them once.
    let linked = try modules ?? LinkedModules(project: project, compiler: compiler, scratch: scratch)
    let unavailable = linked.unavailable
    let moduleFiles = linked.files
    let moduleAPIs = linked.apis
    let moduleKept = linked.kept
    let leftOutDeclarations = linked.leftOutDeclarations
    self.moduleKept = moduleKept
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
    if !compiled.isEmpty,
      let imports = LeftOutImports.source(
        leftOut: project.leftOutEarlier + leftOut, kept: compiled,
        importable: { SourceFile.availableModules.contains($0) || available.contains($0) },
        settings: project.settings)
    {
      let url = scratch.appendingPathComponent("\(project.settings.moduleName)-ImportsOfLeftOutFiles.swift")
      try imports.write(to: url, atomically: true, encoding: .utf8)
      compiled.append(SourceFile(url: url, relativePath: LeftOutImports.relativePath, text: imports))
    }
    if !compiled.isEmpty, project.assetSymbols.resources,
      let assets = AssetSymbols.source(
        for: project.root, catalogs: project.assetCatalogs,
        declaredStatics: AssetSymbols.declaredStatics(in: project.files.map(\.text)),
        extensions: project.assetSymbols.extensions)
    {
      let url = scratch.appendingPathComponent("\(project.settings.moduleName)-GeneratedAssetSymbols.swift")
      try assets.write(to: url, atomically: true, encoding: .utf8)
      compiled.append(SourceFile(url: url, relativePath: "(asset catalog symbols)", text: assets))
    }
    if !compiled.isEmpty, let strings = StringCatalogSymbols.source(for: project.stringCatalogs) {
      let url = scratch.appendingPathComponent("\(project.settings.moduleName)-GeneratedStringSymbols.swift")
      try strings.write(to: url, atomically: true, encoding: .utf8)
      compiled.append(SourceFile(url: url, relativePath: "(string catalog symbols)", text: strings))
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
      : FatalImports.spread(
        try compiler.compile(
          compiled, settings: project.settings, searchPaths: [moduleFolder], scratch: scratch),
        over: compiled)
    let lines = Dictionary(
      compiled.map { ($0.relativePath, $0.text.components(separatedBy: "\n")) },
      uniquingKeysWith: { first, _ in first })
    generatedFailures = diagnostics.filter { $0.path.hasPrefix("(") }
    let failing = Set(diagnostics.map(\.path))
    // Files that seem to use UIKit or Combine's publishers and fail are left out, unless
    // what they miss is a declaration of a left-out file (that is the reason to give).
    // Combine counts only when an error names what the subset on Linux lacks: a file whose
    // publishers are all in it fails on something else, reported as any file's failure.
    let preliminaryNames = (project.leftOutEarlier + leftOut).reduce(into: Set(leftOutDeclarations.keys)) {
      $0.formUnion($1.declaredNames)
    }
    var impliedFrameworks: [String: [String]] = [:]
    for file in compiled where failing.contains(file.relativePath) {
      let missingCombine = diagnostics.lazy.filter { $0.path == file.relativePath }
        .compactMap { CombineSubset.missingAPI(in: $0.message) }.first
      let frameworks = file.impliedFrameworks.compactMap { framework in
        guard framework == SourceFile.combinePublishers else { return framework }
        return missingCombine.map { "\(framework): \($0), which ViewGraph's Combine subset lacks" }
      }
      if !frameworks.isEmpty { impliedFrameworks[file.relativePath] = frameworks }
    }
    let impliedPaths = Set(
      compiled.filter { file in
        guard impliedFrameworks[file.relativePath] != nil else { return false }
        return !diagnostics.contains { diagnostic in
          diagnostic.path == file.relativePath
            && preliminaryNames.contains { diagnostic.message.contains("'\($0)'") }
        }
      }.map(\.relativePath))
    // What is left out makes what uses it fail in turn: a model holding a left-out type
    // cannot be used by the screens that hold the model. Types of files that fail only on
    // left-out names count as left out too, until nothing changes.
    var leftOutNames = GeneratedModels.classNames(under: project.root)
    leftOutNames.formUnion(leftOutDeclarations.keys)
    var declaredIn = leftOutDeclarations
    // Where a left-out file's names are declared, members too (`Color.figmaBlue` in a file
    // importing UIKit), to say which file a screen that uses one needs: a reader following
    // the chain needs the name of the file.
    var membersDeclaredIn = leftOutDeclarations
    for file in project.leftOutEarlier + leftOut + compiled.filter({ impliedPaths.contains($0.relativePath) })
    {
      let names = file.declaredNames
      leftOutNames.formUnion(names)
      for name in file.declaredTypeNames { declaredIn[name] = file.relativePath }
      for name in names where membersDeclaredIn[name] == nil { membersDeclaredIn[name] = file.relativePath }
    }
    var byFile: [String: [(Diagnostic, Diagnostic.API)]] = [:]
    var blockedPaths: Set<String> = []
    // Packages and local modules files of the target import that cannot be built here (not
    // Apple's frameworks), and every name the app declares: a member of a standard type that
    // no file declares comes from one of them (`String?.coalesceWith` of a package another
    // file imports, which makes its extension members visible in every file).
    let foreignModules = Set(
      (project.files + project.leftOutEarlier).flatMap(missingImports).filter { unavailable[$0] != nil }
    ).sorted()
    let appNames =
      (project.files + project.leftOutEarlier
      + project.modules.flatMap { $0.sources.compactMap { SourceFile(url: $0, root: project.root) } })
      .reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }
    func foreignMember(_ diagnostic: Diagnostic) -> String? {
      guard !foreignModules.isEmpty,
        let match = diagnostic.message.firstMatch(
          of: #/^value of type '([^']+)'(?: \(aka '[^']+'\))? has no member '(\w+)'/#),
        let owner = ForeignMembers.standardOwner(String(match.output.1)),
        !appNames.contains(String(match.output.2))
      else { return nil }
      return "\(owner).\(match.output.2)"
    }
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
        return Self.followsFromLeftOut(Self.notOwn(errors, of: file))
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
        let frameworks = impliedFrameworks[file.relativePath] ?? file.impliedFrameworks
        all.append((file, .leftOut(reason: "uses \(frameworks.joined(separator: ", "))" + first)))
      } else if let errors = byFile[file.relativePath] {
        if blockedPaths.contains(file.relativePath) {
          // Say which left-out file it needs, first.
          // The left-out declaration its errors name, and the file that declares it.
          let message =
            Self.needed(errors, of: file).map { name, base, member in
              let file = declaredIn[base] ?? declaredIn[name] ?? membersDeclaredIn[member]
              guard file != nil || appNames.contains(member) else {
                return "uses \(name), which no file of the app declares: a member from a module "
                  + "it imports that is not available here (\(foreignModules.joined(separator: ", ")))"
              }
              return Self.uses(name, declaredIn: file)
            } ?? MirrorPlan.reason(for: errors.map(\.0), declaredIn: declaredIn)
          let lead = Diagnostic(path: file.relativePath, line: 0, column: 0, message: message)
          all.append((file, .blocked([lead] + errors.map(\.0))))
        } else {
          all.append((file, .fails(errors.map(\.0))))
        }
      } else {
        all.append((file, .compiles))
      }
    }
    allFiles = moduleFiles + all
    viewFiles = allFiles.filter { $0.0.isViewFile && project.reports($0.0) }
  }

  /// The asset symbols of the catalogs in a module's folder (the folder holding all its
  /// sources), or nil when it has none.
  static func assetSymbols(for module: AppTarget.LinkedModule, in scratch: URL) throws -> SourceFile? {
    guard let text = assetSymbolsSource(for: module) else { return nil }
    let url = scratch.appendingPathComponent("\(module.name)-GeneratedAssetSymbols.swift")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(asset catalog symbols of \(module.name))", text: text)
  }

  /// The text of a module's asset symbols, which `init` writes into its target too.
  static func assetSymbolsSource(for module: AppTarget.LinkedModule) -> String? {
    guard let first = module.sources.first else { return nil }
    var folder = first.deletingLastPathComponent().standardizedFileURL
    for source in module.sources.dropFirst() {
      while !source.standardizedFileURL.path.hasPrefix(folder.path + "/") && folder.pathComponents.count > 1 {
        folder = folder.deletingLastPathComponent()
      }
    }
    let texts = module.sources.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    return AssetSymbols.source(for: folder, declaredStatics: AssetSymbols.declaredStatics(in: texts))
  }

  /// The symbols of a module's string catalogs (Xcode generates them for every package
  /// target), or nil when it has none.
  static func stringSymbols(for module: AppTarget.LinkedModule, in scratch: URL) throws -> SourceFile? {
    guard let text = StringCatalogSymbols.source(for: StringCatalogSymbols.catalogs(in: module.resources))
    else {
      return nil
    }
    let url = scratch.appendingPathComponent("\(module.name)-GeneratedStringSymbols.swift")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(string catalog symbols of \(module.name))", text: text)
  }

  /// What SwiftPM generates for a target with resources, `Bundle.module`, which the mirror
  /// target has too (it bundles the same resources).
  static func resourceBundleAccessor(for module: String, in scratch: URL) throws -> SourceFile {
    let url = scratch.appendingPathComponent("\(module)-resource_bundle_accessor.swift")
    let accessor = "import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n"
    try accessor.write(to: url, atomically: true, encoding: .utf8)
    return SourceFile(url: url, relativePath: "(resource bundle accessor)", text: accessor)
  }

  /// The first left-out declaration a file's errors name, other than one of its own types:
  /// the name as read (`Color.acText`), its type part and its member part.
  static func needed(_ errors: [(Diagnostic, Diagnostic.API)], of file: SourceFile)
    -> (name: String, base: String, member: String)?
  {
    guard
      let name = notOwn(errors, of: file).lazy.compactMap({
        if case .leftOut(let name) = $0.1 { name } else { nil }
      }).first
    else { return nil }
    let parts = name.split(separator: ".")
    return (name, String(parts.first ?? Substring(name)), String(parts.last ?? Substring(name)))
  }

  /// The line a blocked file leads with, naming what it needs and, when known, the file.
  static func uses(_ name: String, declaredIn file: String?) -> String {
    file.map { "uses \(name), declared in \($0), which is left out" }
      ?? "uses \(name), which a left-out file declares"
  }

  /// The errors that do not name one of the file's own types: a file blocked for one
  /// reason makes its types left-out names, and its own uses of them must not then read as
  /// blocked by itself (Plash's `App.swift` "uses AppDelegate, declared in Plash/App.swift").
  static func notOwn(_ errors: [(Diagnostic, Diagnostic.API)], of file: SourceFile) -> [(
    Diagnostic, Diagnostic.API
  )] {
    let own = file.declaredTypeNames
    return errors.filter { _, api in
      guard case .leftOut(let name) = api else { return true }
      return !own.contains(String(name.split(separator: ".").first ?? Substring(name)))
    }
  }

  /// Whether a file is blocked: one of its errors names a declaration of a left-out file.
  static func followsFromLeftOut(_ errors: [(Diagnostic, Diagnostic.API)]) -> Bool {
    // A file that needs a left-out declaration cannot be in the mirror, whatever else it
    // misses; its other errors are often follow-ons of the missing name.
    errors.contains { if case .leftOut = $0.1 { true } else { false } }
  }

  /// Rewrites each file's outcome (the settlement marks files blocked by later rounds), and
  /// adds the errors of files that failed on their own only in a later round.
  mutating func settle(
    adding laterAPIs: [(file: String, api: Diagnostic.API)] = [],
    _ transform: (SourceFile, Outcome) -> Outcome
  ) {
    allFiles = allFiles.map { ($0.file, transform($0.file, $0.outcome)) }
    viewFiles = viewFiles.map { ($0.file, transform($0.file, $0.outcome)) }
    apis += laterAPIs
  }

  /// Files without SwiftUI (models, helpers) that fail.
  var otherFailures: [(file: SourceFile, outcome: Outcome)] {
    allFiles.filter {
      guard !$0.file.isViewFile, project.reports($0.file), case .fails = $0.outcome else { return false }
      return true
    }
  }

  /// Whether the compilation stopped at a fatal error (`no such module`), before checking
  /// every file.
  var stoppedAtFatalError: Bool {
    allFiles.contains { _, outcome in
      switch outcome {
      case .fails(let errors), .blocked(let errors): return errors.contains { $0.isFatal }
      default: return false
      }
    }
  }

  /// Every file that imports SwiftUI and is not a test: the denominator.
  /// Files importing SwiftUI, and every `.swift` file that could not be read (it may).
  var counted: Int { viewFiles.count { $0.outcome != .test } + project.unreadable.count }
  var compiling: Int { viewFiles.count { $0.outcome == .compiles } }
}

/// The modules an app target links from its own folder, each built with the files that
/// compile, and what became of their files.
struct LinkedModules {
  /// Modules that could not be built, with why (the project's own list first).
  let unavailable: [String: String]
  let files: [(SourceFile, Outcome)]
  let apis: [(file: String, api: Diagnostic.API)]
  /// Per module built, the files it kept.
  let kept: [String: [URL]]
  /// Names the left-out files of the modules declare, with the file.
  let leftOutDeclarations: [String: String]

  /// Builds `project`'s modules into `scratch`, dependencies first.
  init(project: Project, compiler: Compiler, scratch: URL) throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let moduleFolder = scratch.appendingPathComponent("modules-\(project.settings.moduleName)")
    var unavailable = project.unavailableModules
    // The modules' files count too: an app's screens often live in its local packages. A
    // module keeps the files that compile, round by round, as the app target does.
    var moduleFiles: [(SourceFile, Outcome)] = []
    var moduleAPIs: [(file: String, api: Diagnostic.API)] = []
    var moduleKept: [String: [URL]] = [:]
    var leftOutDeclarations: [String: String] = [:]
    var built: Set<String> = []
    for module in project.modules {
      let sources = module.sources.compactMap { SourceFile(url: $0, root: project.root) }.filter {
        !$0.isTest
      }
      // A module needing a remote package, or a local module left out, is still built from
      // its other files, as the app's own target is: only the files importing what is
      // missing are left out (FoundationLabCore's screens do not import FoundationModelsKit).
      Progress.note("\(project.name): building its module \(module.name) (\(sources.count) files)")
      let importable = SourceFile.availableModules.union(built)
      var kept = sources.filter { Set($0.imports).isSubset(of: importable.union([module.name])) }
      var outcomes: [String: Outcome] = [:]
      for file in sources where !kept.contains(where: { $0.relativePath == file.relativePath }) {
        let missing = file.imports.filter { !importable.contains($0) }
        outcomes[file.relativePath] = .leftOut(reason: "imports " + missing.joined(separator: ", "))
      }
      var settings = MirrorSettings(moduleName: module.name, swiftVersion: module.swiftVersion)
      settings.conditions = project.settings.conditions
      var declaredIn: [String: String] = [:]
      // And every name they declare, members too (`Font.scaledTitle` in a file that fails on
      // `UIFontMetrics`), so a later round's file that needs one names the file, as the app
      // target's rounds do.
      var membersDeclaredIn: [String: String] = [:]
      // What this module's errors may name that is not SwiftUI's: declarations of its files
      // left out for their imports, and of modules left out before it.
      let moduleLeftOutNames = sources.filter { outcomes[$0.relativePath] != nil }
        .reduce(into: Set(leftOutDeclarations.keys)) { $0.formUnion($1.declaredNames) }
      var moduleDeclaredIn = leftOutDeclarations
      for file in sources where outcomes[file.relativePath] != nil {
        for name in file.declaredNames { moduleDeclaredIn[name] = file.relativePath }
      }
      // The module's own asset catalogs, whose symbols its files use (`Image(.floor1)`).
      let assets = try ProjectResult.assetSymbols(for: module, in: scratch)
      let strings = try ProjectResult.stringSymbols(for: module, in: scratch)
      for round in 0..<6 where !kept.isEmpty {
        var files = kept
        if !module.resources.isEmpty {
          files.append(try ProjectResult.resourceBundleAccessor(for: module.name, in: scratch))
        }
        if let assets { files.append(assets) }
        if let strings { files.append(strings) }
        if let imports = LeftOutImports.source(
          leftOut: sources.filter { file in !kept.contains { $0.relativePath == file.relativePath } },
          kept: kept,
          importable: { importable.contains($0) }, settings: settings)
        {
          let url = scratch.appendingPathComponent("\(module.name)-ImportsOfLeftOutFiles.swift")
          try imports.write(to: url, atomically: true, encoding: .utf8)
          files.append(SourceFile(url: url, relativePath: LeftOutImports.relativePath, text: imports))
        }
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
        if round == 0 {
          // A file using a declaration of a file left out for its imports (here or in a
          // module built before) is blocked by that file, as in the app's own target; then
          // so is a file using a declaration of a file blocked so, until nothing changes.
          var names = moduleLeftOutNames
          var pending = kept.filter { errorsByFile[$0.relativePath] != nil }
          while true {
            var newlyBlocked: [SourceFile] = []
            for file in pending {
              let fileErrors = errorsByFile[file.relativePath] ?? []
              let apis = fileErrors.map { $0.api(fileLines: lines[$0.path], leftOutNames: names) }
              guard let (name, base, member) = ProjectResult.needed(Array(zip(fileErrors, apis)), of: file)
              else { continue }
              let message = ProjectResult.uses(
                name, declaredIn: moduleDeclaredIn[base] ?? moduleDeclaredIn[member])
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
            moduleAPIs += fileErrors.map { ($0.path, $0.api(fileLines: lines[$0.path], leftOutNames: names)) }
          }
        }
        for file in kept {
          guard let fileErrors = errorsByFile[file.relativePath] else { continue }
          if round > 0 {
            // What it needs of the files earlier rounds took out, read as in round 0 (a
            // conformance that fails on a property's type names that type, not the file).
            let names = moduleLeftOutNames.union(declaredIn.keys).union(membersDeclaredIn.keys)
            let needed = ProjectResult.needed(
              fileErrors.map { ($0, $0.api(fileLines: lines[$0.path], leftOutNames: names)) }, of: file)
            var message = MirrorPlan.reason(
              for: fileErrors, declaredIn: declaredIn, membersDeclaredIn: membersDeclaredIn)
            if let needed,
              let neededFile = declaredIn[needed.base] ?? moduleDeclaredIn[needed.base]
                ?? membersDeclaredIn[needed.member] ?? moduleDeclaredIn[needed.member]
            {
              message = ProjectResult.uses(needed.name, declaredIn: neededFile)
            }
            outcomes[file.relativePath] = .blocked([
              Diagnostic(path: file.relativePath, line: 0, column: 0, message: message)
            ])
          }
          for name in file.declaredTypeNames { declaredIn[name] = file.relativePath }
          for name in file.declaredNames where membersDeclaredIn[name] == nil {
            membersDeclaredIn[name] = file.relativePath
          }
        }
        let failing = Set(errorsByFile.keys)
        let before = kept.count
        kept.removeAll { failing.contains($0.relativePath) }
        // Errors only in the tool's own files: nothing to leave out, the module is not built.
        if kept.count == before { kept = [] }
        if round == 5 { kept = [] }
      }
      for file in sources where outcomes[file.relativePath] != nil {
        for name in file.declaredNames { leftOutDeclarations[name] = file.relativePath }
      }
      if kept.isEmpty {
        // A remote file is named inside its package: the checkout's path is the cache's.
        let root = module.packageFolder.map { $0.standardizedFileURL.path + "/" }
        let first =
          outcomes.sorted { $0.key < $1.key }.first.map { path, outcome in
            let shown = root.flatMap { path.hasPrefix($0) ? String(path.dropFirst($0.count)) : nil } ?? path
            return "\(shown): \(outcome.summary)"
          } ?? "it has no Swift files: a C, C++ or Objective-C target is not built here"
        unavailable[module.name] = "none of \(module.origin)'s files compile here (\(first.prefix(160)))"
        // A remote package's files are not the app's: they are built, never counted.
        guard module.pin == nil else { continue }
        moduleFiles += sources.map {
          ($0, outcomes[$0.relativePath] ?? .leftOut(reason: "its module \(module.name) is left out"))
        }
        continue
      }
      built.insert(module.name)
      moduleKept[module.name] = kept.map(\.url)
      guard module.pin == nil else { continue }
      moduleFiles += sources.map { ($0, outcomes[$0.relativePath] ?? .compiles) }
    }
    self.unavailable = unavailable
    files = moduleFiles
    apis = moduleAPIs
    kept = moduleKept
    self.leftOutDeclarations = leftOutDeclarations
  }
}
