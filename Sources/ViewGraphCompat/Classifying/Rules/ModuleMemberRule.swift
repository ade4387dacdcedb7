/// `module 'X' has no member named 'y'`: a module-qualified name ViewGraph lacks.
struct ModuleMemberRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    error.message.firstMatch(of: #/module '([^']+)' has no member named '([^']+)'/#).map {
      .missing("\($0.output.1).\($0.output.2)")
    }
  }
}
