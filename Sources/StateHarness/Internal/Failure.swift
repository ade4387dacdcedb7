import Testing

/// A failure in the house shape: a one-line headline, the evidence indented by two
/// spaces, then what to do.
struct Failure: CustomStringConvertible {
  var headline: String
  var evidence: [String] = []
  var fix: String?

  var description: String {
    var lines = [headline]
    lines += evidence.map { "  " + $0 }
    if let fix { lines.append("  Fix: " + fix) }
    return lines.joined(separator: "\n")
  }
}

/// The one place StateHarness records issues, so every failure has the same shape and
/// points at the caller's line.
func reportIssue(_ failure: Failure, sourceLocation: SourceLocation) {
  Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
}
