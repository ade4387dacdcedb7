import Testing
@_spi(Inspection) import ViewGraph

/// What a harness does with the runtime warnings ViewGraph raises (SwiftUI's purple
/// warnings: state modified during update, duplicate ForEach ids, a missing environment
/// object…).
///
/// ```swift
/// let harness = ParentHarness(runtimeWarnings: .collect) { RowList() }
/// #expect(harness.runtimeWarnings.map(\.kind) == [.duplicateForEachID])
/// ```
public enum RuntimeWarningHandling: Sendable {
  /// Record each warning as a test issue at the line of the harness call that caused it.
  /// The default: a warning in a SwiftUI app is a bug in the screen.
  case recordIssue
  /// Keep them in ``Harness/runtimeWarnings`` for the test to inspect.
  case collect
}
