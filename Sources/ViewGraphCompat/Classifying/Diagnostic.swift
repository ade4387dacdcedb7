/// One compiler error, and the SwiftUI API it says is missing or shaped differently.
struct Diagnostic: Hashable {
  let path: String
  let line: Int
  let column: Int
  let message: String

  /// Parses `path:line:column: error: message` lines; notes, warnings and the
  /// compiler's source excerpts are ignored, except the notes that say which file an error
  /// in a macro's expansion comes from.
  static func errors(in output: String) -> [Diagnostic] {
    let pattern = #/^(.+?):(\d+):(\d+): error: (.+)$/#
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var seen: Set<Diagnostic> = []
    var result: [Diagnostic] = []
    for (index, line) in lines.enumerated() {
      guard let match = try? pattern.wholeMatch(in: line) else { continue }
      var diagnostic = Diagnostic(
        path: String(match.output.1), line: Int(match.output.2) ?? 0, column: Int(match.output.3) ?? 0,
        message: String(match.output.4))
      if isExpansionBuffer(diagnostic.path) {
        diagnostic = diagnostic.attributed(notes: lines[(index + 1)...].prefix { !Self.startsDiagnostic($0) })
      }
      if seen.insert(diagnostic).inserted { result.append(diagnostic) }
    }
    return result
  }

  /// Whether `path` names the buffer of a macro's expansion rather than a file: the compiler
  /// calls it `macro expansion @State` in its own diagnostic style, and gives the file it
  /// wrote under `swift-generated-sources` (`@__swiftmacro_…`) in LLVM's.
  static func isExpansionBuffer(_ path: String) -> Bool {
    path.hasPrefix("macro expansion ") || path.split(separator: "/").last?.hasPrefix("@__swiftmacro_") == true
  }

  /// Whether the error was reported inside a macro's expansion and no note said which
  /// file the macro was used in.
  var isUnattributedExpansion: Bool { Self.isExpansionBuffer(path) }

  /// A line that begins a diagnostic of its own (not a note of the one above it).
  private static func startsDiagnostic(_ line: Substring) -> Bool {
    (try? #/^(.+?):(\d+):(\d+): (?:error|warning|remark): .*$/#.wholeMatch(in: line)) != nil
  }

  /// This error, reported in a macro's expansion, moved to where the macro is used, read from
  /// the notes below it. Swift's style says
  ///
  ///     macro expansion @State:1:5: error: property must be declared private because …
  ///     `- /app/Screen.swift:4:55: note: expanded code originates here
  ///      4 |   @State private var sortOrder: SortOrder = .ascending
  ///        |   `- note: in expansion of macro 'State' on property 'sortOrder' here
  ///
  /// and LLVM's names the generated file and `Screen.swift:4:3: note: in expansion of macro
  /// 'State' on property 'sortOrder' here`. An expansion inside another one points into the
  /// outer buffer first: the first such note on a file is where the code was written. With
  /// no such note, the error stays in the buffer, and `isUnattributedExpansion` says so.
  private func attributed(notes: some Sequence<Substring>) -> Diagnostic {
    let notePattern = #/^[ |]*(?:`-\s*)?(.+?):(\d+):(\d+): note: (.+)$/#
    var origin: (path: String, line: Int, column: Int)?
    var macro: String?
    for note in notes {
      if macro == nil,
        let match = note.firstMatch(of: #/note: (in expansion of macro '[^']+'.*?)(?: here)?$/#)
      {
        macro = String(match.output.1)
      }
      guard origin == nil, let match = try? notePattern.wholeMatch(in: note) else { continue }
      let path = String(match.output.1)
      let text = match.output.4
      guard text.hasPrefix("expanded code originates here") || text.hasPrefix("in expansion of macro"),
        !Self.isExpansionBuffer(path), path.firstMatch(of: #/^\s*\d+ \|/#) == nil
      else { continue }
      origin = (path, Int(match.output.2) ?? 0, Int(match.output.3) ?? 0)
    }
    // `macro expansion @State` names the macro when no note does.
    let context =
      macro
      ?? (path.hasPrefix("macro expansion ")
        ? "in expansion of macro '\(path.dropFirst("macro expansion ".count).drop { $0 == "@" || $0 == "#" })'"
        : "in a macro's expansion")
    let message = "\(message) (\(context))"
    guard let origin else { return Diagnostic(path: path, line: line, column: column, message: message) }
    return Diagnostic(path: origin.path, line: origin.line, column: origin.column, message: message)
  }

  /// The API the error is about, named as a user would look it up (`GeometryReader`,
  /// `View.onTapGesture`, `Font.Weight.black`), or nil when the message names none.
  ///
  /// `fileLines` are the file's lines, for calls whose shape is wrong (`extra argument`,
  /// `no exact matches`): the callee is read from the source, across lines.
  func api(fileLines: [String]?, leftOutNames: Set<String>) -> API {
    let error = ErrorContext(diagnostic: self, fileLines: fileLines, leftOutNames: leftOutNames)
    for rule in Self.classificationRules {
      if let api = rule.classify(error) { return api }
    }
    return .other(String(message.prefix(90)))
  }

  /// The rules `api` asks, in order: the first that reads the error names its API. Rules
  /// that look for a left-out declaration come before those that blame SwiftUI, so a name a
  /// left-out file declares is never reported as API ViewGraph lacks.
  static let classificationRules: [any ClassificationRule] = [
    InferenceFollowOnRule(), LostConformanceRule(), BuilderBlamesFirstChildRule(), NotInScopeRule(),
    NoMemberRule(), LeftOutMemberTypeRule(), WrappedModelRule(), SynthesizedConformanceRule(),
    LeftOutModuleTypeRule(), UnknownAttributeRule(), ContextualBaseRule(), OperatorOverImplicitMemberRule(),
    ModuleMemberRule(), CallShapeRule(), ArgumentsToLeftOutCallRule(), ArgumentsToLeftOutInitRule(),
    IsolationRule(),
  ]

  /// The first type named on `line` (an upper-case identifier outside strings) that a
  /// left-out file declares.
  static func leftOutType(on line: String, leftOutNames: Set<String>) -> String? {
    let code = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    return code.matches(of: #/\b[A-Z][A-Za-z0-9_]*\b/#.wordBoundaryKind(.simple)).lazy.map {
      String($0.output)
    }
    .first { leftOutNames.contains($0) }
  }

  /// The lines above `index` (0-based) that belong to the same expression: more indented
  /// ones (arguments of a call) and modifier lines (`.padding()`), up to the line at the
  /// chain's head, included.
  static func expressionLines(endingAt index: Int, in lines: [String]) -> [String] {
    func indentation(_ text: String) -> Int { text.prefix { $0 == " " || $0 == "\t" }.count }
    // Only a modifier line continues an expression begun above; any other starts its own.
    guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(".") else { return [] }
    let depth = indentation(lines[index])
    var collected: [String] = []
    var row = index - 1
    while row >= 0, collected.count < 20 {
      let text = lines[row]
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      collected.append(text)
      if !trimmed.isEmpty, indentation(text) <= depth, !trimmed.hasPrefix("."), !trimmed.hasPrefix(")") {
        break
      }
      row -= 1
    }
    return collected
  }

  /// A left-out type that a property used on `line` is declared with in the file
  /// (`var model = Model()`, `let model: Model`, `@ObservedObject var model: Model`).
  static func leftOutPropertyType(on line: String, in lines: [String], leftOutNames: Set<String>) -> String? {
    let code = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    let used = Set(code.matches(of: #/\b([a-z_][A-Za-z0-9_]*)\s*[.\[]/#).map { String($0.output.1) })
    // A line that names neither keyword is skipped without the `Regex` (see `declares`).
    for line in lines where line.contains("var") || line.contains("let") {
      guard
        let match = line.firstMatch(
          of:
            #/\b(?:var|let)\s+([a-z_][A-Za-z0-9_]*)\s*(?::\s*([A-Z][A-Za-z0-9_]*)|=\s*([A-Z][A-Za-z0-9_]*)\s*\()/#
        ),
        used.contains(String(match.output.1))
      else { continue }
      if let type = (match.output.2 ?? match.output.3).map(String.init), leftOutNames.contains(type) {
        return type
      }
    }
    return nil
  }

  /// Whether the file's text declares `name` (`var name`, `let name`, `func name`).
  static func declares(_ name: String, in lines: [String]) -> Bool {
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let pattern = try? Regex("\\b(?:var|let|func)\\s+\(name)\\b")
    else { return false }
    // The name's own text first: a file's errors ask this of every line, and a `Regex`
    // (thousands of times slower in the debug build `swift run` makes) only of the few
    // lines that contain it.
    return lines.contains { $0.contains(name) && $0.contains(pattern) }
  }

  /// Whether the compiler stops at this error (a module it cannot load), checking no more.
  var isFatal: Bool {
    message.hasPrefix("no such module") || message.hasPrefix("could not build")
      || message.hasPrefix("cannot load underlying module")
  }

  /// Whether the error is one the compiler reports when inference has nothing to start
  /// from, as after a missing name: in a file that uses a left-out declaration it follows
  /// from that, not from SwiftUI (`.constant(nil)` passed to a left-out type's init).
  var isInferenceFollowOn: Bool {
    let prefixes = [
      "cannot infer contextual base", "'nil' requires a contextual type", "generic parameter",
      "cannot infer key path type", "failed to produce diagnostic", "cannot infer type of closure",
      "type annotation missing in pattern",
      // The receiver failed to type-check (a left-out view's initializer): the compiler falls
      // back to `Any`, which nothing in SwiftUI is.
      "type 'Any' has no member",
      // A `return` after a statement that failed: the builder gave up on the body.
      "cannot use explicit 'return' statement in the body of result builder",
    ]
    // `Text(vm.user.name)` when `vm.user` went to the wrapper's dynamic members.
    if message.contains("requires that 'Binding<Subject>'") { return true }
    return prefixes.contains { message.hasPrefix($0) }
      || message.contains("cannot be resolved without a contextual type")
  }

  /// `ModifiedContent<…>`, `some View` and concrete views become `View`: a missing
  /// modifier is missing on every view.
  static func ownerName(_ type: String) -> String {
    let base = String(type.prefix { $0 != "<" })
    if type.hasPrefix("some View") || type.contains("ModifiedContent") || viewTypes.contains(base)
      || base.hasSuffix("View") && !["AnyView", "EmptyView"].contains(base)
    {
      return "View"
    }
    if type.hasSuffix(".Type") { return String(type.dropLast(5)) }
    return base
  }

  /// SwiftUI views whose members are `View`'s modifiers.
  static let viewTypes: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "List",
    "Form", "Section", "Group", "GroupBox", "Text", "Image", "Label", "Button", "Toggle", "TextField",
    "SecureField", "Picker", "Slider", "Stepper", "DatePicker", "Menu", "Link", "NavigationStack",
    "NavigationSplitView", "NavigationLink", "ForEach", "Spacer", "Divider", "Circle", "Rectangle",
    "RoundedRectangle", "Capsule", "Ellipse", "Color", "LinearGradient", "RadialGradient",
    "AngularGradient", "ProgressView", "TextEditor", "ScrollView", "TabView", "GeometryReader",
    "Path", "_ShapeView", "Tab",
  ]

  /// The name called at or before `column` on `line`: `.foo(` gives `foo`, `Foo(` gives `Foo`.
  static func callee(in line: String, before column: Int) -> String? {
    let characters = Array(line)
    var end = min(max(column - 1, 0), characters.count)
    // From the error column, take the identifier there, else the one before the nearest `(`.
    while end < characters.count,
      characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
    {
      end += 1
    }
    var start = end
    while start > 0,
      characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
    {
      start -= 1
    }
    if start == end {
      guard let open = characters[..<min(end, characters.count)].lastIndex(of: "(") else { return nil }
      end = open
      start = end
      while start > 0,
        characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
      {
        start -= 1
      }
    }
    guard start < end else { return nil }
    let name = String(characters[start..<end])
    let isMember = start > 0 && characters[start - 1] == "."
    return isMember && name.first?.isLowercase == true ? "." + name : name
  }

  /// The callee the message names: `no exact matches in call to initializer` names none,
  /// `… to instance method 'frame'` names `.frame`.
  static func namedCallee(in message: String) -> String? {
    guard
      let match = message.firstMatch(
        of: #/in call to (?:instance method|static method|global function|subscript) '([^']+)'/#)
    else { return nil }
    let name = String(match.output.1)
    return message.contains("global function") ? name : "." + name
  }

  /// The name before the innermost `(` still open at `line`:`column`, looking back across
  /// lines: an argument on its own line belongs to the call that opened above it, not to
  /// the view named on that line.
  static func enclosingCallee(lines: [String], line: Int, column: Int) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    var depth = 0
    var row = line - 1
    var characters = Array(lines[row].prefix(max(column - 1, 0)))
    var budget = 40
    while budget > 0 {
      var index = characters.count - 1
      while index >= 0 {
        switch characters[index] {
        case ")", "]", "}": depth += 1
        case "[", "{": depth = max(depth - 1, 0)
        case "(":
          if depth == 0 {
            return callee(in: String(characters), before: index)
          }
          depth -= 1
        default: break
        }
        index -= 1
      }
      row -= 1
      budget -= 1
      guard row >= 0 else { return nil }
      characters = Array(lines[row])
    }
    return nil
  }

  /// The view before the innermost `{` still open at `line`:`column` (`Group {`,
  /// `Section("Title") {` → `Section`), looking back across lines.
  static func enclosingBuilder(lines: [String], line: Int, column: Int) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    var depth = 0
    var text =
      lines[..<(line - 1)].joined(separator: "\n") + "\n" + lines[line - 1].prefix(max(column - 1, 0))
    while let index = text.indices.last {
      let character = text[index]
      text.removeLast()
      if character == "}" { depth += 1 }
      if character == "{" {
        if depth > 0 {
          depth -= 1
          continue
        }
        var head = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // `Foo(arguments) {`: the name before the arguments' parenthesis.
        if head.hasSuffix(")") {
          var parens = 0
          while let last = head.last {
            head.removeLast()
            if last == ")" { parens += 1 }
            if last == "(" {
              parens -= 1
              if parens == 0 { break }
            }
          }
        }
        let name = String(
          head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
        return name.isEmpty ? nil : name
      }
    }
    return nil
  }

  /// Foundation's names that Linux's Foundation lacks (Apple's has them), and Apple
  /// frameworks' prefixes, to tell them from SwiftUI's own API in the ranking.
  static let foundationGaps: Set<String> = [
    "LocalizedStringResource", "ListFormatter", "CGVector", "LocalizationValue", "NSUbiquitousKeyValueStore",
    "PersonNameComponentsFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter", "NSItemProvider",
    "AttributeContainer", "NSFileCoordinator", "NSMetadataQuery",
  ]
  static let foundationTypes: Set<String> = [
    "String", "Date", "URL", "Data", "Bundle", "Locale", "Calendar", "NumberFormatter", "DateFormatter",
    "FileManager", "ProcessInfo", "UserDefaults", "NotificationCenter", "JSONDecoder", "JSONEncoder",
    "AttributedString", "Measurement", "Duration", "TimeZone", "Decimal", "IndexSet", "UUID", "Double", "Int",
    "NSString", "CharacterSet", "Formatter", "DateComponents", "TimeInterval", "URLSession", "Float",
  ]

  static func classify(missing name: String, owner: String?) -> API {
    let full = owner.map { "\($0).\(name)" } ?? name
    if let owner, owner != "View", foundationTypes.contains(owner) || foundationGaps.contains(owner) {
      return .foundationGap(full)
    }
    if foundationGaps.contains(name) { return .foundationGap(full) }
    let frameworkPrefix =
      #/^(?:AX|kAX|O_|UI|NS|CL|MK|AV|SK|PH|WK|CK|HK|GK|UN|CN|EK|CA|CI|CG|SF|AS|LA|SC|MF|QL|WC|AR|RK|MP|ST|PK|TK|CX|NW|OS)[A-Z][a-z]/#
    if (owner ?? name).firstMatch(of: frameworkPrefix) != nil
      || ["Logger", "Product", "Transaction", "autoreleasepool", "DistributedNotificationCenter"].contains(
        name) && owner == nil
    {
      return .appleFramework(full)
    }
    if let framework = StandInFrameworkSymbols.framework(of: name, owner: owner) {
      return .standInGap(framework: framework, name: full)
    }
    return .missing(full)
  }

  static func firstQuoted(_ message: String) -> String? {
    message.firstMatch(of: #/'([^']+)'/#).map { String($0.output.1) }
  }

  /// What an error says about ViewGraph's surface.
  enum API: Hashable, CustomStringConvertible {
    /// A name ViewGraph does not offer.
    case missing(String)
    /// A name offered with another shape (labels, arity, generic constraints).
    case shape(String)
    /// Isolation or sendability that differs from SwiftUI's.
    case isolation(String)
    /// A type of the app declared in a file that was left out (it needs UIKit, …).
    case leftOut(String)
    /// Foundation API Apple's Foundation has and Linux's lacks.
    case foundationGap(String)
    /// A name of another Apple framework (UIKit, CoreLocation…), used through SwiftUI.
    case appleFramework(String)
    /// A name of an Apple framework ViewGraph stands in for that the stand-in lacks
    /// (StoreKit's `View.productViewStyle`): the stand-in's gap, not SwiftUI's.
    case standInGap(framework: String, name: String)
    /// Inference that fails because something else on the line did: not an API to add.
    case followOn(String)
    /// Anything else, by the message's start.
    case other(String)

    /// The heading the report lists it under; SwiftUI's first.
    var category: String {
      switch self {
      case .missing, .shape: "SwiftUI API missing or shaped differently"
      case .isolation: "Isolation or Sendable differing from SwiftUI's"
      case .foundationGap: "Foundation API missing on Linux"
      case .appleFramework: "Other Apple frameworks' API (no stand-in here)"
      case .standInGap: "Apple frameworks' API their stand-in lacks"
      case .leftOut: "The app's own declarations in left-out files"
      case .followOn: "Follow-on errors (inference after another error)"
      case .other: "Other errors"
      }
    }

    var description: String {
      switch self {
      case .missing(let name): "missing: \(name)"
      case .shape(let name): "shape: \(name)"
      case .isolation(let name): "isolation: \(name)"
      case .leftOut(let name): "left-out file declares: \(name)"
      case .foundationGap(let name): "Foundation: \(name)"
      case .appleFramework(let name): "framework: \(name)"
      case .standInGap(let framework, let name): "\(framework) stand-in: \(name)"
      case .followOn(let message): "follow-on: \(message)"
      case .other(let message): "other: \(message)"
      }
    }
  }
}
