import Testing
@_spi(Inspection) import ViewGraph

/// Mounts every `#Preview` of `module` and records an issue for each one that raises a
/// runtime warning (state modified during an update, a missing environment object,
/// duplicate `ForEach` ids…) or, with `audit`, shows one of the five ownership mistakes,
/// naming the preview, its file and line. A module with no preview is an issue too: a typo
/// in its name must not pass.
///
/// ```swift
/// @MainActor @Test func everyPreviewMounts() {
///   expectPreviewsMount(in: "SettingsApp")
/// }
/// ```
///
/// - Returns: The previews that mounted without a warning or a finding.
@MainActor @discardableResult
public func expectPreviewsMount(
  in module: String, stateInitialization: StateInitialization? = nil, audit: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [PreviewFixture] {
  let previews = Previews.all(in: module)
  guard !previews.isEmpty else {
    let modules = Set(Previews.all().map(\.moduleName)).sorted()
    reportIssue(
      HarnessFailure(
        headline: "No #Preview found in module \(module)",
        evidence: [
          "asked:  previews of \(module)",
          "found:  "
            + (modules.isEmpty
              ? "no previews in this process" : "previews in " + modules.joined(separator: ", ")),
        ],
        fix:
          "Name the module that compiles the previews (the mirror target), and link it into this test target."
      ),
      sourceLocation: sourceLocation)
    return []
  }
  return previews.filter { preview in
    expectPreviewMounts(
      preview, stateInitialization: stateInitialization, audit: audit, sourceLocation: sourceLocation)
  }
}

/// Mounts one preview and records an issue, naming it, for each runtime warning it raises
/// and, with `audit`, each ownership mistake the audit finds: a preview as a state test.
/// Give it `Previews.all(in:)` as arguments and each preview is its own test case.
///
/// ```swift
/// @MainActor @Test(arguments: Previews.all(in: "SettingsApp"))
/// func preview(_ preview: PreviewFixture) {
///   expectPreviewMounts(preview)
/// }
/// ```
///
/// - Returns: Whether it mounted without a warning or a finding.
@MainActor @discardableResult
public func expectPreviewMounts(
  _ preview: PreviewFixture, stateInitialization: StateInitialization? = nil, audit: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let harness = ParentHarness(
    preview: preview, stateInitialization: stateInitialization, runtimeWarnings: .collect,
    sourceLocation: sourceLocation)
  let warnings = harness.runtimeWarnings
  if !warnings.isEmpty {
    reportIssue(
      HarnessFailure(
        headline:
          "Preview \(preview) raised \(warnings.count) runtime warning\(warnings.count == 1 ? "" : "s") when mounted",
        evidence: warnings.map { "warning: \($0.message)" },
        fix:
          "Mount it with ParentHarness(preview:) to see where; SwiftUI prints the same warnings in Xcode's preview."
      ),
      of: harness, sourceLocation: sourceLocation)
    return false
  }
  guard audit else { return true }
  let findings = harness.ownershipAudit(sourceLocation: sourceLocation).findings
  for finding in findings {
    var failure = finding.failure
    failure.headline = "Preview \(preview): " + failure.headline
    failure.record(in: harness, sourceLocation: sourceLocation)
  }
  return findings.isEmpty
}
