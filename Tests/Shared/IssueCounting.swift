import Foundation
import Testing

// Counting what a test records. Shared by the test targets (each links this file), because
// every failure path's test asserts how many issues it records, in every target.

/// Replaces `#<digits>` object numbers, which depend on test order, with `#N`.
func normalized(_ text: String) -> String {
  text.replacingOccurrences(of: #"#\d+"#, with: "#N", options: .regularExpression)
}

/// The text of an issue's comments, normalized.
func message(_ issue: Issue) -> String {
  normalized(issue.comments.map(\.rawValue).joined(separator: "\n"))
}

/// How many issues `body` records. Every failure path's test asserts its count, so a helper
/// that records twice (an `expect…` that also records through its `check…`) is caught.
@MainActor
func recordedIssues(_ body: () -> Void) -> Int {
  let counter = IssueCounter()
  withKnownIssue(isIntermittent: true) {
    body()
  } matching: { _ in
    counter.add()
  }
  return counter.count
}

/// How many issues async `body` records.
@MainActor
func recordedIssues(_ body: () async -> Void) async -> Int {
  let counter = IssueCounter()
  await withKnownIssue(isIntermittent: true) {
    await body()
  } matching: { _ in
    counter.add()
  }
  return counter.count
}

/// The messages (`#N` normalised) and lines of the issues `body` records, in order.
@MainActor
func recordedIssueDetails(_ body: () -> Void) -> [(message: String, line: Int?)] {
  let details = IssueDetails()
  withKnownIssue(isIntermittent: true) {
    body()
  } matching: { issue in
    details.add((message(issue), issue.sourceLocation?.line))
  }
  return details.all
}

private final class IssueDetails: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [(message: String, line: Int?)] = []
  var all: [(message: String, line: Int?)] { lock.withLock { values } }
  func add(_ value: (message: String, line: Int?)) -> Bool {
    lock.withLock { values.append(value) }
    return true
  }
}

private final class IssueCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var count: Int { lock.withLock { value } }
  func add() -> Bool {
    lock.withLock { value += 1 }
    return true
  }
}

/// Runs `body` and expects it to record exactly the issues `expected`, in order: the same
/// messages (`#N` normalised) and the same number — a failure path that records twice, or
/// not at all, fails here.
@MainActor
func expectRecorded(
  _ expected: String..., sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
  let recorded = recordedIssueDetails(body).map(\.message)
  #expect(recorded == expected, sourceLocation: sourceLocation)
}

/// Async `body`, as ``expectRecorded(_:sourceLocation:_:)``.
@MainActor
func expectRecorded(
  _ expected: String..., sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void
) async {
  let details = IssueDetails()
  await withKnownIssue(isIntermittent: true) {
    await body()
  } matching: { issue in
    details.add((message(issue), issue.sourceLocation?.line))
  }
  #expect(details.all.map(\.message) == expected, sourceLocation: sourceLocation)
}

/// Runs `body` and expects it to record exactly `count` issues, each satisfying `matching`
/// (for messages with a part that varies, such as a line number or an outline).
@MainActor
func expectRecorded(
  _ count: Int, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void,
  matching: (Issue) -> Bool
) {
  let issues = IssueList()
  withKnownIssue(isIntermittent: true) {
    body()
  } matching: { issue in
    issues.add(issue)
  }
  #expect(issues.all.count == count, "issues recorded", sourceLocation: sourceLocation)
  for issue in issues.all where !matching(issue) {
    Issue.record("unexpected issue: \(message(issue))", sourceLocation: sourceLocation)
  }
}

private final class IssueList: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Issue] = []
  var all: [Issue] { lock.withLock { values } }
  func add(_ issue: Issue) -> Bool {
    lock.withLock { values.append(issue) }
    return true
  }
}

/// The messages and lines of the issues async `body` records, in order.
@MainActor
func recordedIssueDetails(_ body: () async -> Void) async -> [(message: String, line: Int?)] {
  let details = IssueDetails()
  await withKnownIssue(isIntermittent: true) {
    await body()
  } matching: { issue in
    details.add((message(issue), issue.sourceLocation?.line))
  }
  return details.all
}
