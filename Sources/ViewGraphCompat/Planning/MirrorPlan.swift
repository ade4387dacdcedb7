import Foundation

/// Which of an app target's files its mirror keeps, and why each other one is left out:
/// files needing a framework with no stand-in first, then files that fail, then the files
/// that fail only because something they use was left out, until the rest compiles.
struct MirrorPlan {
  let target: AppTarget
  let settlement: Settlement
  /// The files compiled into the mirror.
  var kept: [SourceFile] { settlement.kept }
  /// Left-out files with why, in the order they were left out.
  var leftOut: [(file: SourceFile, reason: String)] { settlement.leftOut }
  /// Linked modules left out, with why.
  var leftOutModules: [String: String] { settlement.leftOutModules }
  /// The `App` type the mirror compiles, if its file was kept.
  var appTypeName: String? { kept.lazy.compactMap(\.appTypeName).first }
  /// Kept screens a test can make with no arguments (`ContentView()`), non-generic, in
  /// file order: the smoke test mounts each.
  var screensWithoutArguments: [String] {
    let placeholderNames = Set(settlement.placeholders.map(\.name))
    var names: [String] = []
    for file in kept {
      let pattern = #/(?m)^(?:(?:public|internal|@MainActor)\s+)*struct\s+([A-Za-z_]\w*)\s*:\s*([^{<]*)\{/#
      for match in file.text.matches(of: pattern) {
        let name = String(match.output.1)
        let conformances = match.output.2.split(whereSeparator: { $0 == "," || $0 == " " })
        guard conformances.contains("View"), !name.hasSuffix("_Previews"), !placeholderNames.contains(name),
          let body = ViewPlaceholder.braceBody(
            in: file.text, openingAt: file.text.index(before: match.range.upperBound))
        else { continue }
        let members = ViewPlaceholder.members(of: body)
        let required = members.storedProperties.filter { !$0.contains(" = ") }
        let takesNothing =
          members.initializers.isEmpty
          ? required.isEmpty && !Self.hasWrappedParameter(in: body)
          : members.initializers.contains { $0.replacingOccurrences(of: " ", with: "").hasSuffix("init()") }
        if takesNothing { names.append(name) }
      }
    }
    return names
  }

  /// Whether a view's body declares a wrapped property the memberwise initializer asks for:
  /// `@State var activities: Activities` with no initial value and no attribute arguments
  /// (`@Environment(\.x)`, `@Query(…)` and `init()`-made wrappers ask for nothing).
  static func hasWrappedParameter(in body: Substring) -> Bool {
    body.contains(
      #/(?m)^[ \t]*@(?:State|StateObject|ObservedObject|Binding|Bindable|ScaledMetric|FocusedBinding)\s+(?:(?:private|fileprivate|internal|public|package|nonisolated)\s+)*var\s+\w+\s*:[^=\n{]+$/#
    )
  }

  /// What the App's scenes inject into their screens (`.environment(modelData)`,
  /// `.environmentObject(store)`), each made anew where the App's property is made with a
  /// plain call (`@State private var modelData = ModelData()`).
  var appInjections: [AppInjection] {
    guard let app = kept.first(where: { $0.appTypeName != nil }) else { return [] }
    return AppInjection.all(in: app.text)
  }

  /// Whether any kept file declares a `#Preview`.
  var hasPreviews: Bool { kept.contains { $0.text.contains("#Preview") } }

  /// `excluding` names files to leave out from the start, with why (what the package's own
  /// build rejected, when the check missed it).
  init(
    target: AppTarget, compiler: Compiler, scratch: URL, excluding: [String: String] = [:],
    placeholders: Bool = true
  ) throws {
    self.target = target
    settlement = try Settlement(
      project: Project(target: target), compiler: compiler, scratch: scratch, excluding: excluding,
      placeholders: placeholders)
  }

  /// A project compiled round by round until what is kept compiles. The check reports the
  /// same settlement, so what it counts as compiling is what the package builds.
  struct Settlement {
    let kept: [SourceFile]
    let leftOut: [(file: SourceFile, reason: String)]
    let leftOutModules: [String: String]
    /// Views standing in for left-out ones, which compiled with the kept files.
    let placeholders: [ViewPlaceholder]
    /// Per linked module built, the files it keeps.
    let moduleKept: [String: [URL]]
    /// Files of linked modules the mirror leaves out, with why.
    let moduleLeftOut: [(path: String, reason: String)]
    /// The first round: every file compiled, every error as the compiler gave it.
    let first: ProjectResult
    /// Files that compiled in the first round and failed on their own in a later one, with
    /// their errors: a round stops at a fatal error (`no such module`) in one file, so files
    /// after it are only checked once it is left out. Only rounds up to the first that ran
    /// to the end count: after it, a file failing where it compiled before fails on what
    /// was left out.
    let laterFailures: [String: (errors: [Diagnostic], apis: [Diagnostic.API])]

    /// At most `rounds` compilations (each round leaves out what failed; a cascade longer
    /// than that is reported, never looped on).
    init(
      project base: Project, compiler: Compiler, scratch: URL, excluding: [String: String] = [:],
      placeholders usesPlaceholders: Bool = false, rounds: Int = 16
    ) throws {
      self = try ShadowedStandIns.$frameworks.withValue(ShadowedStandIns.frameworks(in: base)) {
        try Self(
          settling: base, compiler: compiler, scratch: scratch, excluding: excluding,
          placeholders: usesPlaceholders, rounds: rounds)
      }
    }

    private init(
      settling base: Project, compiler: Compiler, scratch: URL, excluding: [String: String],
      placeholders usesPlaceholders: Bool, rounds: Int
    ) throws {
      var state = Rounds(base: base, excluding: excluding, usesPlaceholders: usesPlaceholders)
      // The linked modules do not change from round to round: built once, not per round.
      let linked = try LinkedModules(project: base, compiler: compiler, scratch: scratch)
      let started = Date()
      for round in 0..<rounds {
        Progress.note(
          "\(base.name): round \(round + 1): compiling \(state.kept.count) of \(base.files.count) files"
            + (state.leftOut.isEmpty ? "" : ", \(state.leftOut.count) left out so far")
            + " (\(Int(Date().timeIntervalSince(started))) s)")
        let result = try ProjectResult(
          project: state.project(round: round), compiler: compiler, scratch: scratch, modules: linked)
        if state.settle(result, round: round, of: rounds) { break }
      }
      // With nothing kept, a placeholder stands in for no one.
      self.placeholders = state.kept.isEmpty ? [] : state.placeholders.values.sorted { $0.name < $1.name }
      self.kept = state.kept
      self.leftOut = state.leftOut
      self.leftOutModules = state.modules
      self.moduleKept = state.moduleKept
      self.moduleLeftOut = state.moduleLeftOut
      self.first = state.first!
      self.laterFailures = state.laterFailures
    }

    /// The first round's result, with the files that compiled there but not in the mirror
    /// (they use a declaration of a file left out later) marked blocked, with why.
    var result: ProjectResult {
      let reasons = Dictionary(
        leftOut.map { ($0.file.relativePath, $0.reason) }, uniquingKeysWith: { a, _ in a })
      var result = first
      let compiledFirst = Set(first.allFiles.filter { $0.outcome == .compiles }.map(\.file.relativePath))
      let laterAPIs = laterFailures.sorted { $0.key < $1.key }.flatMap { path, failure in
        compiledFirst.contains(path) ? failure.apis.map { (file: path, api: $0) } : []
      }
      result.settle(adding: laterAPIs) { file, outcome in
        guard outcome == .compiles, let reason = reasons[file.relativePath] else { return outcome }
        // Its own errors, found once what stopped the first round was left out.
        if let failure = laterFailures[file.relativePath] { return .fails(failure.errors) }
        return .blocked([Diagnostic(path: file.relativePath, line: 0, column: 0, message: reason)])
      }
      return result
    }
  }

  /// One line saying why a file that failed is left out: the declaration of a left-out file
  /// it uses, else its first error.
  static func reason(
    for errors: [Diagnostic], declaredIn: [String: String], membersDeclaredIn: [String: String] = [:]
  ) -> String {
    // A blocked file's first diagnostic is the tool's own line saying what it needs.
    if let lead = errors.first, lead.line == 0 { return lead.message }
    for error in errors {
      if let match = error.message.firstMatch(of: #/cannot find (?:type )?'([^']+)' in scope/#),
        let file = declaredIn[String(match.output.1)]
      {
        return "uses \(match.output.1), declared in \(file), which is left out"
      }
    }
    for error in errors {
      if let match = error.message.firstMatch(of: #/(?:has no member|cannot find) '([^']+)'/#),
        let file = membersDeclaredIn[String(match.output.1)]
      {
        return "uses \(match.output.1), declared in \(file), which is left out"
      }
    }
    let first = errors[0]
    let more = errors.count > 1 ? " (+\(errors.count - 1) more)" : ""
    return "does not compile here: \(first.line): \(first.message)\(more)"
  }
}

extension SourceFile {
  /// The type marked `@main` that conforms to `App`, if the file declares one.
  var appTypeName: String? {
    guard isAppEntry,
      let match = text.firstMatch(
        of: #/@main\s+(?:@\w+\s+)*(?:struct|final class|class)\s+(\w+)\s*:[^{]*\bApp\b/#)
    else { return nil }
    return String(match.output.1)
  }
}
