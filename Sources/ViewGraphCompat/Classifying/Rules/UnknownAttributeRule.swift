/// `unknown attribute 'X'`: a property wrapper or attribute ViewGraph lacks.
struct UnknownAttributeRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    error.message.firstMatch(of: #/unknown attribute '([^']+)'/#).map { .missing(String($0.output.1)) }
  }
}
