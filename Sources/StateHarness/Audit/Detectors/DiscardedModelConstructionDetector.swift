@_spi(Inspection) import ViewGraph

/// Mistake 5: a `@State` model built and thrown away by re-renders (eager `@State`, before
/// Xcode 27), when building it is expensive.
///
/// Judged by time. Every eager `@State` model is built and thrown away on each re-render,
/// and for a cheap model that costs nothing worth a review comment; reporting all of them
/// was a false positive on correct screens. So a model counts only when building it took
/// at least ``expensiveConstruction`` on average (thread CPU time, so a preempted build on
/// a loaded machine does not look expensive).
struct DiscardedModelConstructionDetector: MistakeDetector {
  let mistake = OwnershipMistake.discardedModelConstruction
  /// The construction time from which a thrown-away build is a finding: 1 ms by default,
  /// about a sixteenth of a frame at 60 Hz, spent again on every parent re-render.
  let expensiveConstruction: Duration

  func findings(in context: AuditContext) -> [OwnershipAudit.Finding] {
    guard context.host.stateInitialization == .eager else { return [] }
    return context.host.discardedInitialValues.compactMap { discarded in
      guard discarded.isObject, discarded.count > 0,
        discarded.averageConstructionTime >= expensiveConstruction
      else { return nil }
      return OwnershipAudit.Finding(
        mistake: mistake, view: discarded.viewName, property: discarded.property,
        evidence: [
          "\(discarded.valueType)() was built and thrown away \(discarded.count)× by the re-renders so far, "
            + "each build taking over \(describe(expensiveConstruction)) (@State evaluates its initial value on "
            + "every struct init before Xcode 27).",
          "With lazy @State (stateInitialization: .lazy, Xcode 27) it is built once per identity: 0 thrown away.",
        ],
        fix: Advice.moveWorkOutOfInit)
    }
  }
}
