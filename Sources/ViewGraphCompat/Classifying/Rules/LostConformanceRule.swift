/// A left-out type that lost its conformance (`UIViewRepresentable` is missing here) is
/// still declared, so its users fail on the conformance, not on the name.
struct LostConformanceRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard let match = error.message.firstMatch(of: #/requires that '([^']+)' conform to/#),
      error.leftOutNames.contains(Diagnostic.ownerName(String(match.output.1)))
        || error.leftOutNames.contains(String(match.output.1.prefix { $0 != "<" }))
    else { return nil }
    return .leftOut(String(match.output.1.prefix { $0 != "<" }))
  }
}
