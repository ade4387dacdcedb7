/// A member type or a model's property declared in a left-out file: `HomeView.ViewModel`,
/// or `vm.user` on an `@ObservedObject` whose model failed, which the compiler then looks
/// up on the wrapper's dynamic members.
struct LeftOutMemberTypeRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard let match = error.message.firstMatch(of: #/'([^']+)' is not a member type of/#),
      error.leftOutNames.contains(String(match.output.1))
    else { return nil }
    return .leftOut(String(match.output.1))
  }
}
