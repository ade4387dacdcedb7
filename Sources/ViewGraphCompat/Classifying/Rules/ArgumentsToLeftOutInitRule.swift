/// `.init(…)` as an argument of a left-out type's initializer, whose parameter type was
/// declared in a left-out file too (`PosterView(data: .init(posterURL: …))`): the
/// enclosing call names the left-out type.
struct ArgumentsToLeftOutInitRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard error.message.hasPrefix("argument passed to call that takes no arguments"),
      let fileLines = error.fileLines, let sourceLine = error.sourceLine,
      let callee = Diagnostic.enclosingCallee(
        lines: fileLines, line: error.line,
        // From the `.init(`'s own parenthesis when the column is inside its arguments.
        column: sourceLine.prefix(max(error.column - 1, 0)).lastIndex(of: "(").map {
          sourceLine.distance(from: sourceLine.startIndex, to: $0) + 1
        } ?? error.column),
      error.leftOutNames.contains(callee)
    else { return nil }
    return .leftOut(callee)
  }
}
