/// One way of reading a compiler error as the API it is about. `Diagnostic.api` asks the
/// rules in `Diagnostic.classificationRules` in order; the first answer wins.
protocol ClassificationRule: Sendable {
  /// The API the error is about, or nil when this rule does not apply.
  func classify(_ error: ErrorContext) -> Diagnostic.API?
}

/// What a classification rule reads of one error: the error, its file's lines (for calls
/// whose shape is wrong, the callee is read from the source, across lines) and the names
/// that left-out files declare.
struct ErrorContext {
  let diagnostic: Diagnostic
  let fileLines: [String]?
  let leftOutNames: Set<String>

  var message: String { diagnostic.message }
  var line: Int { diagnostic.line }
  var column: Int { diagnostic.column }

  /// The error's own line of source, when the file's lines are known.
  var sourceLine: String? {
    fileLines.flatMap { line - 1 < $0.count && line > 0 ? $0[line - 1] : nil }
  }
}
