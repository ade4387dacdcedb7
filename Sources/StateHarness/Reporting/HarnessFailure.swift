import Testing

/// A failure in the house shape: a one-line headline, the evidence indented by two
/// spaces, then what to do. Every issue StateHarness records is one; the `check…` form
/// of each rule returns one instead of recording it.
///
/// Use it for rules of your own, so their failures read like the library's:
///
/// ```swift
/// if store.items.isEmpty {
///   HarnessFailure(
///     headline: "Catalog rule broken: the catalog is empty after load",
///     evidence: ["items: 0"],
///     fix: "call load() from .task, not from init."
///   ).record()
/// }
/// ```
public struct HarnessFailure: Error, CustomStringConvertible, Sendable, Equatable {
  /// One line: which rule or query failed, and how.
  public var headline: String
  /// What the harness saw, one fact per line.
  public var evidence: [String]
  /// What to change.
  public var fix: String?

  public init(headline: String, evidence: [String] = [], fix: String? = nil) {
    self.headline = headline
    self.evidence = evidence
    self.fix = fix
  }

  /// The failure as it is recorded: every line bounded, values cut with a marker saying
  /// how much was left out.
  public var description: String {
    var lines = [headline]
    lines += evidence.map { "  " + $0 }
    if let fix { lines.append("  Fix: " + fix) }
    return BoundedText.message(lines.joined(separator: "\n"))
  }

  /// Records this failure as a test issue at the caller's line.
  public func record(sourceLocation: SourceLocation = #_sourceLocation) {
    reportIssue(self, sourceLocation: sourceLocation)
  }

  /// Records this failure as a test issue at the caller's line, with `harness`'s state
  /// attached (its ownership map, mounted outline and runtime warnings): what a rule of
  /// your own should call, as the library's rules do.
  ///
  /// ```swift
  /// HarnessFailure(headline: "Catalog rule broken: nothing loaded").record(in: harness)
  /// ```
  @MainActor
  public func record(in harness: Harness, sourceLocation: SourceLocation = #_sourceLocation) {
    reportIssue(self, of: harness, sourceLocation: sourceLocation)
  }
}
