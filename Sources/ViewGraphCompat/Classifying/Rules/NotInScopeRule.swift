/// `cannot find 'X' in scope`: a left-out file's declaration, or SwiftUI API ViewGraph
/// lacks.
struct NotInScopeRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard let match = error.message.firstMatch(of: #/cannot find (?:type )?'([^']+)' in scope/#) else {
      return nil
    }
    let name = String(match.output.1)
    // A name the file declares itself, in a branch that is off here (`#if os(iOS)`), is
    // its own: another file declaring the same name does not make it blocked.
    if let fileLines = error.fileLines, Diagnostic.declares(name, in: fileLines) {
      return Diagnostic.classify(missing: name, owner: nil)
    }
    return error.leftOutNames.contains(name) ? .leftOut(name) : Diagnostic.classify(missing: name, owner: nil)
  }
}
