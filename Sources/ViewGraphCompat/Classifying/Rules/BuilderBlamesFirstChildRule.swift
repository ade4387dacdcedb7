/// A view builder that cannot type-check one of its children blames the first child
/// (`cannot convert value of type 'SectionView<…>' to expected argument type 'Never'`):
/// the failing call is somewhere inside the enclosing builder, not the child named.
struct BuilderBlamesFirstChildRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard error.message.hasSuffix("to expected argument type 'Never'"),
      let builder = error.fileLines.flatMap({
        Diagnostic.enclosingBuilder(lines: $0, line: error.line, column: error.column)
      })
    else { return nil }
    return .shape("a child of \(builder) { … } (the builder blames its first child)")
  }
}
