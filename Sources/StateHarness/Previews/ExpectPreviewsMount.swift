import Testing
@_spi(Inspection) import ViewGraph

/// Mounts every `#Preview` of `module` and records an issue for each one that raises a
/// runtime warning (state modified during an update, a missing environment object,
/// duplicate `ForEach` ids…), naming the preview, its file and line. A module with no
/// preview is an issue too: a typo in its name must not pass.
///
/// ```swift
/// @MainActor @Test func everyPreviewMounts() {
///   expectPreviewsMount(in: "SettingsApp")
/// }
/// ```
///
/// - Returns: The previews that mounted without a warning.
@MainActor @discardableResult
public func expectPreviewsMount(
  in module: String, stateInitialization: StateInitialization = .eager,
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
  var mounted: [PreviewFixture] = []
  for preview in previews {
    let harness = ParentHarness(
      preview: preview, stateInitialization: stateInitialization, runtimeWarnings: .collect,
      sourceLocation: sourceLocation)
    let warnings = harness.runtimeWarnings
    if warnings.isEmpty {
      mounted.append(preview)
      continue
    }
    reportIssue(
      HarnessFailure(
        headline:
          "Preview \(preview) raised \(warnings.count) runtime warning\(warnings.count == 1 ? "" : "s") when mounted",
        evidence: warnings.map { "warning: \($0.message)" },
        fix:
          "Mount it with ParentHarness(preview:) to see where; SwiftUI prints the same warnings in Xcode's preview."
      ),
      sourceLocation: sourceLocation)
  }
  return mounted
}
