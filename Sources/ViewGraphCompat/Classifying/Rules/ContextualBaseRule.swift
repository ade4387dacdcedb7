/// `cannot infer contextual base in reference to member 'x'`: an implicit member a left-out
/// file declares, or one ViewGraph lacks.
struct ContextualBaseRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard
      let match = error.message.firstMatch(
        of: #/cannot infer contextual base in reference to member '([^']+)'/#)
    else { return nil }
    let member = String(match.output.1)
    return error.leftOutNames.contains(member) ? .leftOut(member) : .missing(".\(member)")
  }
}
