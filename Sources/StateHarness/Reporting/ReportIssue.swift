import Testing

/// The one place StateHarness records issues, so every failure has the same shape and
/// points at the caller's line — in the test that is running, whatever runs it: a Swift
/// Testing test gets an `Issue`; an `XCTestCase` gets an XCTest failure.
func reportIssue(_ failure: HarnessFailure, sourceLocation: SourceLocation) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
  } else {
    XCTestReporting.fail(failure.description, at: sourceLocation)
  }
}
