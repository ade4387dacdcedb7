/// A call whose arguments do not fit (`extra argument`, `no exact matches in call`): the
/// callee, read from the message or the source, is shaped differently here, or was declared
/// in a left-out file.
struct CallShapeRule: ClassificationRule {
  static let shapes = [
    "extra argument", "extra arguments", "incorrect argument label", "missing argument",
    "no exact matches in call", "cannot convert value", "generic parameter", "ambiguous use of",
    "trailing closure passed to parameter", "contextual closure type", "referencing",
  ]

  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    let message = error.message
    guard Self.shapes.contains(where: { message.hasPrefix($0) }),
      let callee = Diagnostic.namedCallee(in: message)
        ?? error.fileLines.flatMap({
          Diagnostic.enclosingCallee(lines: $0, line: error.line, column: error.column)
        })
        ?? error.sourceLine.flatMap({ Diagnostic.callee(in: $0, before: error.column) })
    else { return nil }
    // Called with a shape it lacks because its declaration failed or was left out.
    // `@Environment(\.openWindow)` fails as a call to `Environment`: the key is missing.
    if callee == "Environment", let key = error.sourceLine?.firstMatch(of: #/Environment\(\\\.(\w+)\)/#) {
      let name = String(key.output.1)
      return error.leftOutNames.contains(name) ? .leftOut(name) : .missing("EnvironmentValues.\(name)")
    }
    return error.leftOutNames.contains(callee) ? .leftOut(callee) : .shape(callee)
  }
}
