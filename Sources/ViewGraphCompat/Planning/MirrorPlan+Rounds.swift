import Foundation

extension MirrorPlan.Settlement {
  /// What a settlement knows between rounds: the files kept and left out so far, the
  /// placeholders standing in for left-out views, and what the linked modules left out.
  struct Rounds {
    let base: Project
    let usesPlaceholders: Bool
    var kept: [SourceFile]
    var leftOut: [(SourceFile, String)]
    // With placeholders, a left-out file's views are replaced by stand-ins, so the screens
    // that show them compile; a stand-in that does not compile is dropped for good.
    var placeholders: [String: ViewPlaceholder] = [:]
    var droppedPlaceholders: Set<String> = []
    var retried: [String: Int] = [:]
    var modules: [String: String] = [:]
    var moduleKept: [String: [URL]] = [:]
    var moduleLeftOut: [(path: String, reason: String)] = []
    var declaredIn: [String: String] = [:]
    var first: ProjectResult?
    var laterFailures: [String: (errors: [Diagnostic], apis: [Diagnostic.API])] = [:]
    var checkedEveryFile = false

    init(base: Project, excluding: [String: String], usesPlaceholders: Bool) {
      self.base = base
      self.usesPlaceholders = usesPlaceholders
      kept = base.files.filter { !$0.isTest && excluding[$0.relativePath] == nil }
      leftOut = base.files.compactMap { file in excluding[file.relativePath].map { (file, $0) } }
    }

    /// The project a round compiles: the base's settings with the files kept so far and the
    /// placeholders standing in so far.
    func project(round: Int) -> Project {
      var project = Project(
        name: base.name, root: base.root, files: kept, settings: base.settings,
        reportedPaths: base.reportedPaths)
      project.modules = base.modules
      project.unavailableModules = base.unavailableModules
      project.hasResourceBundle = base.hasResourceBundle
      project.assetSymbols = base.assetSymbols
      project.stringCatalogs = base.stringCatalogs
      project.assetCatalogs = base.assetCatalogs
      project.notes = base.notes
      project.unreadable = base.unreadable
      project.leftOutEarlier = leftOut.map(\.0)
      project.generatedFiles = placeholders.values.sorted { $0.name < $1.name }.map(\.sourceFile)
      return project
    }

    mutating func addPlaceholders(for file: SourceFile, keptNames: Set<String>) {
      guard usesPlaceholders else { return }
      for placeholder in ViewPlaceholder.placeholders(for: file)
      where !droppedPlaceholders.contains(placeholder.name) && !keptNames.contains(placeholder.name) {
        placeholders[placeholder.name] = placeholder
      }
    }

    /// Takes a round's result: leaves out what failed, with why, and says whether the
    /// settlement is done (nothing failed and no placeholder changed).
    mutating func settle(_ result: ProjectResult, round: Int, of rounds: Int) -> Bool {
      if first == nil { first = result }
      let failingPlaceholders = Set(
        result.generatedFailures.compactMap {
          $0.path.firstMatch(of: #/^\(placeholder (\w+)\)$/#).map { String($0.output.1) }
        })
      for name in failingPlaceholders {
        placeholders[name] = nil
        droppedPlaceholders.insert(name)
      }
      modules = result.failedModules
      moduleKept = result.moduleKept
      moduleLeftOut = Self.moduleLeftOut(of: result, ownPaths: Set(base.files.map(\.relativePath)))
      let sorted = sortFailures(of: result, round: round)
      var failed = sorted.failed
      if !result.stoppedAtFatalError { checkedEveryFile = true }
      // A file that only fails on what a left-out file declares gets one more round once
      // that file's views have placeholders: it may compile against them.
      let placeholdersBefore = placeholders.count
      let failingKeptNames = kept.filter { file in
        !failed.contains { $0.0.relativePath == file.relativePath }
      }
      .reduce(into: Set<String>()) { $0.formUnion($1.declaredTypeNames) }
      for (file, _) in failed { addPlaceholders(for: file, keptNames: failingKeptNames) }
      for entry in sorted.blocked {
        if usesPlaceholders, placeholders.count > placeholdersBefore,
          retried[entry.0.relativePath] != placeholders.count
        {
          retried[entry.0.relativePath] = placeholders.count
        } else {
          failed.append(entry)
        }
      }
      if failed.isEmpty && failingPlaceholders.isEmpty && placeholders.count == placeholdersBefore {
        return true
      }
      if round == rounds - 1 {
        failed = failed.map { ($0.0, $0.1 + " (still failing after \(rounds) rounds)") }
      }
      leaveOut(failed)
      return false
    }

    /// The files of linked modules the round left out, with why.
    static func moduleLeftOut(of result: ProjectResult, ownPaths: Set<String>) -> [(
      path: String, reason: String
    )] {
      result.allFiles.compactMap { file, outcome in
        guard !ownPaths.contains(file.relativePath) else { return nil }
        switch outcome {
        case .leftOut(let reason): return (file.relativePath, reason)
        case .fails(let errors):
          return (file.relativePath, "does not compile here: \(errors[0].line): \(errors[0].message)")
        case .blocked(let errors): return (file.relativePath, errors[0].message)
        case .compiles, .test: return nil
        }
      }
    }

    /// The kept files that failed and that were blocked this round, each with why; files
    /// that fail only after the first round are remembered with their errors.
    mutating func sortFailures(of result: ProjectResult, round: Int) -> (
      failed: [(SourceFile, String)], blocked: [(SourceFile, String)]
    ) {
      let keptPaths = Set(kept.map(\.relativePath))
      // Members too (`Font.brandRegular`, `Color.brandBlue`): a screen that compiled beside
      // the file declaring them fails once it is left out, and names only the member.
      let membersDeclaredIn = leftOut.reduce(into: [String: String]()) { names, entry in
        for name in entry.0.declaredNames where names[name] == nil { names[name] = entry.0.relativePath }
      }
      var failed: [(SourceFile, String)] = []
      var blocked: [(SourceFile, String)] = []
      for (file, outcome) in result.allFiles where keptPaths.contains(file.relativePath) {
        switch outcome {
        case .leftOut(let reason): failed.append((file, reason))
        case .fails(let errors):
          failed.append(
            (
              file,
              MirrorPlan.reason(for: errors, declaredIn: declaredIn, membersDeclaredIn: membersDeclaredIn)
            ))
          if round > 0, !checkedEveryFile {
            laterFailures[file.relativePath] = (
              errors, result.apis.filter { $0.file == file.relativePath }.map(\.api)
            )
          }
        case .blocked(let errors):
          blocked.append(
            (
              file,
              MirrorPlan.reason(for: errors, declaredIn: declaredIn, membersDeclaredIn: membersDeclaredIn)
            ))
        case .compiles, .test: break
        }
      }
      return (failed, blocked)
    }

    /// Leaves out the files that failed, with placeholders for their views, and drops the
    /// placeholders of views a kept file still declares.
    mutating func leaveOut(_ failed: [(SourceFile, String)]) {
      for (file, reason) in failed {
        leftOut.append((file, reason))
        for name in file.declaredTypeNames { declaredIn[name] = file.relativePath }
      }
      let failedPaths = Set(failed.map(\.0.relativePath))
      kept.removeAll { failedPaths.contains($0.relativePath) }
      let keptNames = kept.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypeNames) }
      for (file, _) in failed { addPlaceholders(for: file, keptNames: keptNames) }
      // A placeholder must not stand in for a view a kept file still declares.
      for name in placeholders.keys where keptNames.contains(name) { placeholders[name] = nil }
    }
  }
}
