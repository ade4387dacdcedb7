/// An operator over an implicit member a left-out file declares (`.screenW * 0.75`, the
/// static in a file importing UIKit): the compiler, with no such member, tries SIMD's.
struct OperatorOverImplicitMemberRule: ClassificationRule {
  func classify(_ error: ErrorContext) -> Diagnostic.API? {
    guard error.message.hasPrefix("referencing operator function"), let sourceLine = error.sourceLine,
      let member = sourceLine.matches(of: #/(?:^|[^\w)\]])\.(\w+)/#).lazy.map({ String($0.output.1) })
        .first(where: { error.leftOutNames.contains($0) })
    else { return nil }
    return .leftOut(member)
  }
}
