import Testing

/// The one place StateHarness records issues, so every failure has the same shape and
/// points at the caller's line — in the test that is running, whatever runs it: a Swift
/// Testing test gets an `Issue`; an `XCTestCase` gets an XCTest failure.
///
/// A finding that should not fail a test (an audit finding the test accepted) is recorded
/// with `severity: .warning`: Swift Testing reports it and the test passes. XCTest has no
/// warnings, so there it is dropped.
func reportIssue(
  _ failure: HarnessFailure, severity: IssueSeverity = .error, sourceLocation: SourceLocation
) {
  if Test.current != nil {
    #if compiler(>=6.3)
      Issue.record(
        Comment(rawValue: failure.description), severity: severity == .warning ? .warning : .error,
        sourceLocation: sourceLocation)
    #else
      // Before Swift 6.3 an issue has no severity: a warning is not recorded.
      if severity == .error {
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
      }
    #endif
  } else if severity == .error {
    XCTestReporting.fail(failure.description, at: sourceLocation)
  }
}

/// Records a failure of `harness`, with the state at that moment attached
/// (``FailureAttachments``).
@MainActor
func reportIssue(
  _ failure: HarnessFailure, of harness: Harness, severity: IssueSeverity = .error,
  sourceLocation: SourceLocation, includesTree: Bool = true
) {
  reportIssue(failure, severity: severity, sourceLocation: sourceLocation)
  if severity == .error {
    FailureAttachments.record(for: harness, includesTree: includesTree, sourceLocation: sourceLocation)
  }
}

/// How much an issue StateHarness records matters: an `.error` fails the test; a `.warning`
/// is reported and the test passes (Swift Testing 6.3's `Issue.Severity`, which earlier
/// toolchains lack).
enum IssueSeverity: Sendable {
  case error, warning
}
