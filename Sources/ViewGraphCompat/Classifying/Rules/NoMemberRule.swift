/// `value of type 'X' has no member 'y'`: a member of a left-out declaration, or of a type
/// ViewGraph or Foundation on Linux lacks.
struct NoMemberRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard
      let match = error.message.firstMatch(
        of: #/(?:value of type|type) '([^']+)'(?: \(aka '[^']+'\))? has no (?:dynamic )?member '([^']+)'/#)
    else { return nil }
    let owner = Diagnostic.ownerName(String(match.output.1))
    let member = String(match.output.2)
    // Then the app's own type: a view type reads as `View`, but a left-out file declaring
    // it (an NSViewControllerRepresentable) is why it has no modifiers.
    let declared = String(match.output.1.prefix { $0 != "<" })
    if error.leftOutNames.contains(owner) || error.leftOutNames.contains(member) {
      return .leftOut("\(owner).\(member)")
    }
    if error.leftOutNames.contains(declared) { return .leftOut("\(declared).\(member)") }
    return Diagnostic.classify(missing: member, owner: owner)
  }
}
