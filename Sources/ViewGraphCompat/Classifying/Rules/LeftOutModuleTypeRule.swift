/// A module-qualified type of a module whose file declaring it was left out
/// (`Models.Notification`), or a type named as its module whose file was left out, so the
/// name is the module's (`CachedAsyncImage(url:)` in a module `CachedAsyncImage`).
struct LeftOutModuleTypeRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard
      let match = error.message.firstMatch(of: #/no type named '([^']+)' in module/#)
        ?? error.message.firstMatch(of: #/non-function type 'module<([^>]+)>'/#),
      error.leftOutNames.contains(String(match.output.1))
    else { return nil }
    return .leftOut(String(match.output.1))
  }
}
