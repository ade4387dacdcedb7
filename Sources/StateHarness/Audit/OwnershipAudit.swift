/// What an ownership audit found on a mounted screen.
///
/// ```swift
/// let audit = harness.ownershipAudit()
/// print(audit)   // one block per finding, or "No ownership mistakes found."
/// ```
public struct OwnershipAudit: CustomStringConvertible, Sendable {
  /// One mistake on one property of one view.
  public struct Finding: CustomStringConvertible, Sendable, Equatable {
    /// Which of the five mistakes.
    public let mistake: OwnershipMistake
    /// The mistake as this view made it, naming the wrapper it used: `@ObservedObject on a
    /// model the view creates`. The mistake's ``OwnershipMistake/title`` unless the view's
    /// wrapper says it better.
    public let title: String
    /// The rule it breaks: the mistake's, unless the shape says otherwise (a `@State` copy
    /// of a value breaks Rule 3, the same mistake on an object Rule 2).
    public let rule: Rule
    /// The view type's name.
    public let view: String
    /// The property's name.
    public let property: String
    /// What the audit saw.
    public let evidence: [String]
    /// What to change.
    public let fix: String

    init(
      mistake: OwnershipMistake, title: String? = nil, rule: Rule? = nil, view: String, property: String,
      evidence: [String], fix: String
    ) {
      self.mistake = mistake
      self.title = title ?? mistake.title
      self.rule = rule ?? mistake.rule
      self.view = view
      self.property = property
      self.evidence = evidence
      self.fix = fix
    }

    /// The finding as a failure in the house shape.
    public var failure: HarnessFailure {
      HarnessFailure(
        headline:
          "Ownership audit: \(view).\(property) — mistake \(mistake.number), \(title); breaks \(rule)",
        evidence: evidence, fix: fix)
    }

    public var description: String { failure.description }
  }

  /// Findings not suppressed, in tree order.
  public let findings: [Finding]
  /// Findings a suppression matched, with its reason.
  public let suppressed: [(finding: Finding, reason: String)]

  public var description: String {
    var blocks = findings.map(\.description)
    blocks += suppressed.map {
      "Suppressed (\($0.reason)): \($0.finding.view).\($0.finding.property) — \($0.finding.mistake)"
    }
    return blocks.isEmpty ? "No ownership mistakes found." : blocks.joined(separator: "\n")
  }
}

/// Accepts one finding on purpose, with the reason written down.
///
/// ```swift
/// harness.auditOwnership(suppressing: [
///   AuditSuppression(.bindingToReference, in: LegacyEditor.self, property: "model",
///                    because: "the SDK hands us a Binding<Model>")
/// ])
/// ```
public struct AuditSuppression: Sendable {
  public let mistake: OwnershipMistake
  public let view: String
  public let property: String
  public let reason: String

  public init(
    _ mistake: OwnershipMistake, in view: Any.Type, property: String, because reason: String
  ) {
    self.mistake = mistake
    self.view = String(describing: view)
    self.property = property
    self.reason = reason
  }

  func matches(_ finding: OwnershipAudit.Finding) -> Bool {
    finding.mistake == mistake && finding.view == view && finding.property == property
  }
}
