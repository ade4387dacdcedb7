@_spi(Inspection) import ViewGraph

/// Finds one of the five mistakes on a mounted screen.
///
/// The audit (``Harness/ownershipAudit(suppressing:expensiveConstruction:sourceLocation:)``)
/// runs one detector per mistake over the same ``AuditContext``; each lives in the file
/// named after it, with the thresholds it judges by named and explained there.
@MainActor
protocol MistakeDetector {
  /// The mistake this detector reports.
  var mistake: OwnershipMistake { get }
  /// Every occurrence on the screen, in tree order.
  func findings(in context: AuditContext) -> [OwnershipAudit.Finding]
}

extension MistakeDetector {
  /// A finding of this detector's mistake on `property` of `view`.
  func finding(
    _ view: Node, _ property: String, title: String? = nil, evidence: [String], fix: String
  ) -> OwnershipAudit.Finding {
    .init(
      mistake: mistake, title: title, view: view.typeName, property: property, evidence: evidence, fix: fix)
  }
}
