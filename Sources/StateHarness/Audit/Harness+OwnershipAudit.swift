import Testing
@_spi(Inspection) import ViewGraph

extension Harness {
  /// Audits the mounted screen for the article's five review mistakes and records one
  /// issue per finding, each naming the view, the property, the rule it breaks and the fix.
  /// A clean screen records nothing.
  ///
  /// The audit re-evaluates every mounted view once (as a parent re-render would), to see
  /// which models are re-created and which initial values are thrown away.
  ///
  /// ```swift
  /// @MainActor @Test func settingsScreenHasNoOwnershipMistakes() {
  ///   ParentHarness { SettingsScreen() }.auditOwnership()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - suppressions: Findings accepted on purpose. A suppression needs a reason, and one
  ///     that matches nothing is reported, so stale ones get cleaned up.
  ///   - expensiveConstruction: How long building a `@State` model must take before
  ///     throwing it away counts as mistake 5 (eager mode).
  ///   - sourceLocation: Where the findings are recorded; the caller's line by default.
  public func auditOwnership(
    suppressing suppressions: [AuditSuppression] = [],
    expensiveConstruction: Duration = .milliseconds(1),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for suppression in suppressions where suppression.reason.trimmingCharacters(in: .whitespaces).isEmpty {
      HarnessFailure(
        headline: "auditOwnership: the suppression of \(suppression.view).\(suppression.property) "
          + "(\(suppression.mistake)) gives no reason",
        fix: "say why the pattern is intended: AuditSuppression(…, because: \"…\").",
      ).record(in: self, sourceLocation: sourceLocation)
    }
    let audit = ownershipAudit(
      suppressing: suppressions, expensiveConstruction: expensiveConstruction,
      sourceLocation: sourceLocation)
    for finding in audit.findings { finding.failure.record(in: self, sourceLocation: sourceLocation) }
    // An accepted finding does not fail the test, and is not silent either: a warning says
    // what was accepted and why, in the test's report.
    for (finding, reason) in audit.suppressed {
      reportIssue(
        HarnessFailure(
          headline: "auditOwnership: accepted \(finding.mistake) on \(finding.view).\(finding.property)",
          evidence: ["because: \(reason)"]),
        of: self, severity: .warning, sourceLocation: sourceLocation)
    }
    for suppression in suppressions
    where !audit.suppressed.contains(where: { suppression.matches($0.finding) }) {
      HarnessFailure(
        headline: "auditOwnership: the suppression of \(suppression.view).\(suppression.property) "
          + "(\(suppression.mistake)) matched nothing",
        fix: "delete the suppression: the screen no longer shows that mistake.",
      ).record(in: self, sourceLocation: sourceLocation)
    }
  }

  /// The audit's findings, without recording them (see
  /// ``auditOwnership(suppressing:expensiveConstruction:sourceLocation:)``).
  ///
  /// ```swift
  /// #expect(harness.ownershipAudit().findings.isEmpty)
  /// ```
  ///
  /// Each mistake has its own detector (`Audit/Detectors/`, one file per mistake, with the
  /// thresholds it judges by); findings come in the mistakes' order, each in tree order.
  ///
  /// - Complexity: O(n · d) for n mounted views nested d app views deep, plus one
  ///   re-evaluation of every view.
  public func ownershipAudit(
    suppressing suppressions: [AuditSuppression] = [],
    expensiveConstruction: Duration = .milliseconds(1),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> OwnershipAudit {
    let detectors: [any MistakeDetector] = [
      StateOnInjectedValueDetector(),
      BindableOnOwnedModelDetector(),
      ModelContainerMadeOnRenderDetector(),
      EnvironmentDumpingGroundDetector(),
      BindingToReferenceDetector(),
      DiscardedModelConstructionDetector(expensiveConstruction: expensiveConstruction),
    ]
    return operation(sourceLocation) {
      let context = AuditContext(reEvaluating: host)
      var kept: [OwnershipAudit.Finding] = []
      var suppressed: [(finding: OwnershipAudit.Finding, reason: String)] = []
      for finding in detectors.flatMap({ $0.findings(in: context) }) {
        if let suppression = suppressions.first(where: { $0.matches(finding) }) {
          suppressed.append((finding, suppression.reason))
        } else {
          kept.append(finding)
        }
      }
      return OwnershipAudit(findings: kept, suppressed: suppressed)
    }
  }
}
