import Testing

/// The one place StateHarness records issues, so every failure has the same shape and
/// points at the caller's line — in the test that is running, whatever runs it: a Swift
/// Testing test gets an `Issue`; an `XCTestCase` gets an XCTest failure.
///
/// A finding that should not fail a test (an audit finding the test accepted) is recorded
/// with `severity: .warning`: Swift Testing reports it and the test passes. XCTest has no
/// warnings, so there it is dropped.
func reportIssue(
  _ failure: HarnessFailure, severity: Issue.Severity = .error, sourceLocation: SourceLocation
) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: failure.description), severity: severity, sourceLocation: sourceLocation)
  } else if severity == .error {
    XCTestReporting.fail(failure.description, at: sourceLocation)
  }
}

/// Records a failure of `harness`, with the state at that moment attached
/// (``FailureAttachments``).
@MainActor
func reportIssue(
  _ failure: HarnessFailure, of harness: Harness, severity: Issue.Severity = .error,
  sourceLocation: SourceLocation, includesTree: Bool = true
) {
  reportIssue(failure, severity: severity, sourceLocation: sourceLocation)
  if severity == .error {
    FailureAttachments.record(for: harness, includesTree: includesTree, sourceLocation: sourceLocation)
  }
}
