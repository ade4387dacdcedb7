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
    let compilation = try ProjectCompilation(
      project: project, compiler: compiler, scratch: scratch, modules: modules)
    moduleKept = compilation.linked.kept
    failedModules = compilation.linked.unavailable
    generatedFailures = compilation.diagnostics.filter { $0.path.hasPrefix("(") }
    apis = compilation.apis
    allFiles = compilation.linked.files + compilation.outcomes
    viewFiles = allFiles.filter { $0.0.isViewFile && project.reports($0.0) }
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
  /// blocked by itself (an `App.swift` that "uses AppDelegate, declared in App.swift").
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
