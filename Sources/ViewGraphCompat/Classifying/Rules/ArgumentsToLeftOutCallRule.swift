/// `argument passed to call that takes no arguments` where the callee is a left-out type,
/// named before the argument's `(`: the column points at the argument.
struct ArgumentsToLeftOutCallRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard error.message.hasPrefix("argument passed to call that takes no arguments"),
      let sourceLine = error.sourceLine,
      let open = sourceLine.prefix(max(error.column - 1, 0)).lastIndex(of: "("),
      let callee = Diagnostic.callee(
        in: sourceLine, before: sourceLine.distance(from: sourceLine.startIndex, to: open)),
      error.leftOutNames.contains(callee)
    else { return nil }
    return .leftOut(callee)
  }
}
